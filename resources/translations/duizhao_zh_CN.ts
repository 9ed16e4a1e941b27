<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Book</name>
    <message>
        <source>an EPUB is a book of its own: open it alone</source>
        <translation>EPUB 是一本独立的书：请单独打开</translation>
    </message>
</context>
<context>
    <name>BookConversion</name>
    <message>
        <source>the output file exists and was kept</source>
        <translation>输出文件已存在，予以保留</translation>
    </message>
    <message>
        <source>cancelled before it was written</source>
        <translation>写入前已取消</translation>
    </message>
    <message>
        <source>it would overwrite the input file %1</source>
        <translation>它会覆盖输入文件 %1</translation>
    </message>
    <message>
        <source>the folder cannot be read (permission denied)</source>
        <translation>无法读取该文件夹（权限不足）</translation>
    </message>
    <message>
        <source>its path is longer than the system allows (%1 bytes)</source>
        <translation>其路径超过系统允许的长度（%1 字节）</translation>
    </message>
    <message>
        <source>a hidden folder (its name starts with a dot)</source>
        <translation>隐藏文件夹（名称以点开头）</translation>
    </message>
    <message>
        <source>a link to a folder, not followed</source>
        <translation>指向文件夹的链接，不跟随</translation>
    </message>
    <message>
        <source>a hidden file (its name starts with a dot)</source>
        <translation>隐藏文件（名称以点开头）</translation>
    </message>
    <message>
        <source>its name is not valid UTF-8, which Duizhao cannot open; rename it</source>
        <translation>其名称不是有效的 UTF-8，对照无法打开；请重命名</translation>
    </message>
    <message>
        <source>its output %1 would be outside the output folder</source>
        <translation>其输出 %1 会落在输出文件夹之外</translation>
    </message>
    <message>
        <source>it would be written through the link %1 to %2, outside the output folder</source>
        <translation>它会经由链接 %1 写到输出文件夹之外的 %2</translation>
    </message>
    <message>
        <source>%1; nothing was written</source>
        <translation>%1；未写入任何内容</translation>
    </message>
    <message>
        <source>The folders chosen hold no .txt or .epub file.</source>
        <translation>所选文件夹中没有 .txt 或 .epub 文件。</translation>
    </message>
    <message>
        <source>it is a link to %1, outside the folder %2, and a book&apos;s links out of it are not followed (name the file itself to convert it)</source>
        <translation>它是指向文件夹 %2 之外的 %1 的链接，书中指向书外的链接不会被跟随（要转换它，请直接指定该文件）</translation>
    </message>
    <message>
        <source>its output %1 is also the output of %2</source>
        <translation>它的输出 %1 也是 %2 的输出</translation>
    </message>
    <message>
        <source>cancelled before it was written; the file there is still the earlier one</source>
        <translation>写入前已取消；那里的文件仍是之前的</translation>
    </message>
    <message>
        <source>its output %1 is the input file %2 by another name: it would overwrite it</source>
        <translation>它的输出 %1 就是换了名字的输入文件 %2：会覆盖它</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>duizhao %1 (Qt %2, OpenCC %3)
</source>
        <translation>duizhao %1（Qt %2，OpenCC %3）
</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>未知选项 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; the window opens one file, or two editions to compare</source>
        <translation>未知命令 &apos;%1&apos;；窗口可打开一个文件，或比较两个版本</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>无法写入标准输出：%1</translation>
    </message>
    <message>
        <source>no space left on the device</source>
        <translation>设备上没有剩余空间</translation>
    </message>
    <message>
        <source>OpenCC data: %1
</source>
        <translation>OpenCC 数据：%1
</translation>
    </message>
    <message>
        <source>Usage: duizhao [FILE | FIRST SECOND | FOLDER...]
       duizhao &lt;command&gt; [options] [arguments]

Without a command, opens the window on FILE (or on a sample chapter): the original and its conversion side by side, every changed character highlighted. With two files, compares two editions of a text in the window. A folder alone opens as a book of chapters; several folders, a folder with files, or more than two files open Convert a Book on them.

Commands:
  convert   Convert files or folders between Simplified and Traditional Chinese
  diff      Show where a file differs from its conversion, or from another file
  review    List the spans of a conversion that need a person&apos;s look
  detect    Tell a file&apos;s encoding, line endings and script; suggest a config

Run &apos;duizhao &lt;command&gt; --help&apos; for a command&apos;s options.

Options:
  -h, --help     Show this help.
  -v, --version  Show the version of Duizhao, Qt and OpenCC.

Exit codes: 0 success, 1 a file could not be read, converted or written, 2 bad usage, 130 interrupted (Ctrl+C), 143 terminated (SIGTERM).
</source>
        <translation>用法：duizhao [文件 | 第一个 第二个 | 文件夹...]
      duizhao &lt;命令&gt; [选项] [参数]

不带命令时，在窗口中打开文件（或示例章节）：原文与转换结果并排显示，每个改动的字都高亮标出。给出两个文件时，在窗口中比较同一文本的两个版本。只给一个文件夹时，把它当作一本书的各章打开；给出多个文件夹、文件夹加文件，或两个以上文件时，打开“转换整本书”。

命令：
  convert   在简体中文与繁体中文之间转换文件或文件夹
  diff      显示文件与其转换结果（或另一个文件）的不同之处
  review    列出转换中需要人工查看的片段
  detect    说明文件的编码、换行符和字形，并建议转换配置

运行 &apos;duizhao &lt;命令&gt; --help&apos; 查看命令的选项。

选项：
  -h, --help     显示此帮助。
  -v, --version  显示 Duizhao、Qt 和 OpenCC 的版本。

退出码：0 成功，1 有文件无法读取、转换或写入，2 用法错误，130 被中断（Ctrl+C），143 被终止（SIGTERM）。
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a command nor a file; the commands are convert, diff, review and detect</source>
        <translation>“%1”既不是命令也不是文件；命令有 convert、diff、review 和 detect</translation>
    </message>
    <message>
        <source>there is no display to open the window on (DISPLAY is not set); the command line converts without one</source>
        <translation>没有可以打开窗口的显示器（未设置 DISPLAY）；命令行无需显示器即可转换</translation>
    </message>
</context>
<context>
    <name>CommandSupport</name>
    <message>
        <source>&apos;-&apos; would be standard input, which is not read: name a file</source>
        <translation>“-”会是标准输入，而这里不读取标准输入：请指定一个文件</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>dir</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>Turn quotation marks “” and ‘’ into corner brackets 「」 and 『』, nested, in conversions to Traditional; conversions to Simplified keep their marks.</source>
        <translation>按嵌套层次把引号 “” 和 ‘’ 换成直角引号 「」 和 『』，用于转成繁体的转换；转成简体时保留原来的引号。</translation>
    </message>
    <message>
        <source>Try &apos;%1&apos; for more information.</source>
        <translation>运行 &apos;%1&apos; 了解更多信息。</translation>
    </message>
    <message>
        <source>unknown encoding &apos;%1&apos; for --%2; known: %3</source>
        <translation>--%2 的编码 &apos;%1&apos; 未知；可用：%3</translation>
    </message>
    <message>
        <source>duizhao: warning: %1</source>
        <translation>duizhao：警告：%1</translation>
    </message>
    <message>
        <source>Convert with OpenCC&apos;s current dictionaries that Duizhao carries (bundled, the default) or with those installed on this system (system).</source>
        <translation>用 Duizhao 自带的 OpenCC 最新词典（bundled，默认）或本系统安装的词典（system）转换。</translation>
    </message>
    <message>
        <source>data</source>
        <translation>data</translation>
    </message>
    <message>
        <source>Look for OpenCC configs in &lt;dir&gt; instead (default: $DUIZHAO_OPENCC_DIR, else the data of --opencc-data).</source>
        <translation>改为在 &lt;dir&gt; 中查找 OpenCC 配置（默认：$DUIZHAO_OPENCC_DIR，否则为 --opencc-data 所选的数据）。</translation>
    </message>
    <message>
        <source>--opencc-data takes bundled or system</source>
        <translation>--opencc-data 只接受 bundled 或 system</translation>
    </message>
    <message>
        <source>Fix OpenCC&apos;s likely mistakes in conversions from Simplified to Traditional: where the words of the sentence or the text&apos;s names make another candidate likelier, write it. Without it the conversion is OpenCC&apos;s own.</source>
        <translation>修正 OpenCC 在简体转繁体时可能的错误：句中的词语或文中的人名使另一个候选更可能时，写入该候选。不加此选项，转换结果与 OpenCC 完全相同。</translation>
    </message>
    <message>
        <source>--fix-likely fixes nothing: the word list %1 cannot be read</source>
        <translation>--fix-likely 不会修正任何内容：无法读取词表 %1</translation>
    </message>
    <message>
        <source>--fix-likely fixes conversions from Simplified to Traditional only, not %1</source>
        <translation>--fix-likely 只修正简体转繁体的转换，不适用于 %1</translation>
    </message>
    <message>
        <source>Convert with the dictionaries that may output characters fonts lack too (OpenCC&apos;s TSCharactersExt: 㑮 → 𫝈), as OpenCC&apos;s own tool does with this option; they are left out by default.</source>
        <translation>也用可能输出字体缺少之字的词典转换（OpenCC 的 TSCharactersExt：㑮 → 𫝈），与 OpenCC 自己的工具加上此选项时相同；默认不用这些词典。</translation>
    </message>
    <message>
        <source>glossary %1</source>
        <translation>词表 %1</translation>
    </message>
    <message>
        <source>Apply the rules of the glossary &lt;file&gt; before OpenCC: SOURCE=RESULT replaces, !WORD keeps a word as written; a line that begins with # is a comment, and a note follows a rule after a space and # (SOURCE=RESULT # note).</source>
        <translation>在 OpenCC 之前应用词表 &lt;file&gt; 中的规则：SOURCE=RESULT 替换，!WORD 保持词语原样；以 # 开头的行是注释，规则后面的注释以空格加 # 开头（SOURCE=RESULT # 注释）。</translation>
    </message>
</context>
<context>
    <name>ConfigCatalog</name>
    <message>
        <source>Simplified → Traditional (OpenCC standard)</source>
        <translation>简体 → 繁体（OpenCC 标准）</translation>
    </message>
    <message>
        <source>Traditional → Simplified</source>
        <translation>繁体 → 简体</translation>
    </message>
    <message>
        <source>Simplified → Traditional (Taiwan)</source>
        <translation>简体 → 繁体（台湾）</translation>
    </message>
    <message>
        <source>Simplified → Traditional (Taiwan, with phrases)</source>
        <translation>简体 → 繁体（台湾，含词汇）</translation>
    </message>
    <message>
        <source>Simplified → Traditional (Hong Kong)</source>
        <translation>简体 → 繁体（香港）</translation>
    </message>
    <message>
        <source>Traditional (Taiwan) → Simplified</source>
        <translation>繁体（台湾）→ 简体</translation>
    </message>
    <message>
        <source>Traditional (Taiwan) → Simplified (with mainland phrases)</source>
        <translation>繁体（台湾）→ 简体（含大陆词汇）</translation>
    </message>
    <message>
        <source>Traditional (Hong Kong) → Simplified</source>
        <translation>繁体（香港）→ 简体</translation>
    </message>
    <message>
        <source>Traditional → Traditional (Taiwan)</source>
        <translation>繁体 → 繁体（台湾）</translation>
    </message>
    <message>
        <source>Traditional (Taiwan) → Traditional (OpenCC)</source>
        <translation>繁体（台湾）→ 繁体（OpenCC）</translation>
    </message>
    <message>
        <source>Traditional → Traditional (Hong Kong)</source>
        <translation>繁体 → 繁体（香港）</translation>
    </message>
    <message>
        <source>Traditional (Hong Kong) → Traditional (OpenCC)</source>
        <translation>繁体（香港）→ 繁体（OpenCC）</translation>
    </message>
    <message>
        <source>Traditional (Kyūjitai) → Japanese (Shinjitai)</source>
        <translation>繁体（旧字体）→ 日文（新字体）</translation>
    </message>
    <message>
        <source>Japanese (Shinjitai) → Traditional (Kyūjitai)</source>
        <translation>日文（新字体）→ 繁体（旧字体）</translation>
    </message>
    <message>
        <source>Simplified → Traditional (Hong Kong, with phrases)</source>
        <translation>简体 → 繁体（香港，含词汇）</translation>
    </message>
    <message>
        <source>Traditional (Hong Kong) → Simplified (with mainland phrases)</source>
        <translation>繁体（香港）→ 简体（含大陆词汇）</translation>
    </message>
    <message>
        <source>bundled %1 (%2)</source>
        <translation>自带 %1（%2）</translation>
    </message>
    <message>
        <source>system %1 (%2)</source>
        <translation>系统 %1（%2）</translation>
    </message>
    <message>
        <source>, with the dictionaries that may output tofu</source>
        <translation>，含可能输出字体缺字的词典</translation>
    </message>
</context>
<context>
    <name>ConversionJobs</name>
    <message>
        <source>%1 has %L2 lines, and the window shows texts of up to %L3 lines (a 10 MB novel has about 100,000); convert it with File → Convert a Book, or with duizhao convert</source>
        <translation>%1 有 %L2 行，而窗口最多显示 %L3 行的文本（一部 10 MB 的小说约 100,000 行）；请用“文件 → 转换整本书”或 duizhao convert 转换它</translation>
    </message>
</context>
<context>
    <name>ConvertCommand</name>
    <message>
        <source>--to-encoding chooses the encoding written, --replace-unrepresentable writes ? for what does not fit</source>
        <translation>--to-encoding 选择写出的编码，--replace-unrepresentable 把容纳不下的字符写成 ?</translation>
    </message>
    <message>
        <source>config</source>
        <translation>config</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>dir</translation>
    </message>
    <message>
        <source>Replace each input file with its conversion.</source>
        <translation>用转换结果替换每个输入文件。</translation>
    </message>
    <message>
        <source>Read inputs in &lt;encoding&gt; instead of detecting it.</source>
        <translation>按 &lt;encoding&gt; 读取输入，而不自动检测。</translation>
    </message>
    <message>
        <source>encoding</source>
        <translation>encoding</translation>
    </message>
    <message>
        <source>Write in &lt;encoding&gt; (default: as read): %1, or another the system knows (shift_jis).</source>
        <translation>以 &lt;encoding&gt; 写出（默认：与读入时相同）：%1，或系统认识的其他编码（shift_jis）。</translation>
    </message>
    <message>
        <source>Write lf, crlf or cr line endings (default: as read).</source>
        <translation>以 lf、crlf 或 cr 换行符写出（默认：与读入时相同）。</translation>
    </message>
    <message>
        <source>style</source>
        <translation>style</translation>
    </message>
    <message>
        <source>Write characters the output encoding lacks as &apos;?&apos; instead of failing.</source>
        <translation>输出编码无法表示的字写成 &apos;?&apos;，而不报错。</translation>
    </message>
    <message>
        <source>paths</source>
        <translation>paths</translation>
    </message>
    <message>
        <source>Files or folders to convert.</source>
        <translation>要转换的文件或文件夹。</translation>
    </message>
    <message>
        <source>convert needs a config: -c s2t, for instance</source>
        <translation>convert 需要一个配置，例如 -c s2t</translation>
    </message>
    <message>
        <source>convert needs at least one file or folder</source>
        <translation>convert 至少需要一个文件或文件夹</translation>
    </message>
    <message>
        <source>-o, --output-dir and --in-place exclude each other</source>
        <translation>-o、--output-dir 和 --in-place 不能同时使用</translation>
    </message>
    <message>
        <source>-o takes one input file; use --output-dir</source>
        <translation>-o 只接受一个输入文件；请使用 --output-dir</translation>
    </message>
    <message>
        <source>a folder&apos;s files need --output-dir or --in-place</source>
        <translation>文件夹中的文件需要 --output-dir 或 --in-place</translation>
    </message>
    <message>
        <source>%1: cannot write it: no folder %2</source>
        <translation>%1：无法写入：没有文件夹 %2</translation>
    </message>
    <message>
        <source>several inputs need --output-dir or --in-place</source>
        <translation>多个输入需要 --output-dir 或 --in-place</translation>
    </message>
    <message>
        <source>--line-endings takes lf, crlf or cr</source>
        <translation>--line-endings 只接受 lf、crlf 或 cr</translation>
    </message>
    <message>
        <source>Converting: %1 of %2 files, %3</source>
        <translation>正在转换：第 %1 个，共 %2 个文件，%3</translation>
    </message>
    <message>
        <source>interrupted; nothing was written</source>
        <translation>已中断；未写入任何内容</translation>
    </message>
    <message>
        <source>interrupted before any file was written; nothing was changed</source>
        <translation>在写入任何文件之前已中断；没有任何改动</translation>
    </message>
    <message>
        <source>%1: not converted, as %2</source>
        <translation>%1：未转换，因为%2</translation>
    </message>
    <message>
        <source> (--in-place replaces a file with its conversion)</source>
        <translation>（--in-place 会用转换结果替换文件）</translation>
    </message>
    <message>
        <source>nothing was written</source>
        <translation>未写入任何内容</translation>
    </message>
    <message>
        <source>-o needs a file name (&apos;-&apos; for standard output)</source>
        <translation>-o 需要文件名（&apos;-&apos; 表示标准输出）</translation>
    </message>
    <message>
        <source>-o names a file, and %1 names a folder; use --output-dir for a folder</source>
        <translation>-o 指定的是文件，而 %1 指的是文件夹；文件夹请用 --output-dir</translation>
    </message>
    <message>
        <source>--output-dir needs a folder</source>
        <translation>--output-dir 需要一个文件夹</translation>
    </message>
    <message>
        <source>--output-dir %1 is a file, not a folder</source>
        <translation>--output-dir %1 是一个文件，不是文件夹</translation>
    </message>
    <message>
        <source>%1: not converted: %2</source>
        <translation>%1：未转换：%2</translation>
    </message>
    <message>
        <source>%1: no likely mistakes of OpenCC found</source>
        <translation>%1：没有找到 OpenCC 可能的错误</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n likely mistake(s) of OpenCC fixed</source>
        <translation>
            <numerusform>%1：修正了 OpenCC 的 %n 处可能错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: written to %2 (%n document(s) changed)</source>
        <translation>
            <numerusform>%1：已写入 %2（改动了 %n 个文档）</numerusform>
        </translation>
    </message>
    <message>
        <source>EPUB books are converted on their own: convert the text files in another run</source>
        <translation>EPUB 书要单独转换：文本文件请另行转换</translation>
    </message>
    <message>
        <source>-o %1: a text file is converted into a text file; an EPUB book is made only of an EPUB book</source>
        <translation>-o %1：文本文件只会转换成文本文件；EPUB 书只能由 EPUB 书转换而来</translation>
    </message>
    <message>
        <source>An EPUB book is converted whole, to NAME.zh-Hant.epub beside it (zh-Hans for a conversion to Simplified) unless -o, --output-dir or --in-place say otherwise.</source>
        <translation>EPUB 书整本转换，写到它旁边的 NAME.zh-Hant.epub（转为简体时是 zh-Hans），除非 -o、--output-dir 或 --in-place 另有指定。</translation>
    </message>
    <message>
        <source>Convert text files between Simplified and Traditional Chinese with OpenCC.
Folders are searched for .txt and .epub files. One file without -o is written to standard output; several need --output-dir or --in-place. An input file is never overwritten without --in-place.</source>
        <translation>用 OpenCC 在简体与繁体中文之间转换文本文件。
在文件夹中查找 .txt 和 .epub 文件。单个文件不带 -o 时写到标准输出；多个文件需要 --output-dir 或 --in-place。不带 --in-place 时绝不覆盖输入文件。</translation>
    </message>
    <message>
        <source>no .txt or .epub file in %1</source>
        <translation>%1 中没有 .txt 或 .epub 文件</translation>
    </message>
    <message>
        <source>an EPUB book is not written to a terminal; redirect standard output to a file</source>
        <translation>EPUB 书不会写到终端上；请把标准输出重定向到文件</translation>
    </message>
    <message>
        <source>-o %1: an EPUB book is converted into an EPUB book; name the output .epub</source>
        <translation>-o %1：EPUB 书会转换成 EPUB 书；请把输出文件命名为 .epub</translation>
    </message>
    <message>
        <source>%1 exists already; --force replaces it</source>
        <translation>%1 已经存在；用 --force 可替换它</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform>，另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>interrupted: %1 of %2 files were written completely (%3), the others not at all; no file was left half-written</source>
        <translation>已中断：%2 个文件中有 %1 个已完整写入（%3），其余完全未写入；没有留下写了一半的文件</translation>
    </message>
    <message>
        <source>standard output</source>
        <translation>标准输出</translation>
    </message>
    <message>
        <source>%1 reads as %2 already, the script %3 converts to; it was converted anyway (%4 converts it to %5)</source>
        <translation>%1 已经是%2，正是 %3 要转换成的字体；仍然照样转换了（%4 把它转换成%5）</translation>
    </message>
    <message>
        <source>OpenCC config, required: s2t, t2s, s2tw, s2twp, s2hk, tw2s, tw2sp, hk2s, t2tw, tw2t, t2hk, hk2t, t2jp, jp2t, and with the bundled data s2hkp and hk2sp; or a path to a JSON config.</source>
        <translation>OpenCC 配置，必须给出：s2t、t2s、s2tw、s2twp、s2hk、tw2s、tw2sp、hk2s、t2tw、tw2t、t2hk、hk2t、t2jp、jp2t，使用自带数据时还有 s2hkp 和 hk2sp；或 JSON 配置文件的路径。</translation>
    </message>
    <message>
        <source>-c CONFIG FILE|DIR...</source>
        <translation>-c CONFIG FILE|DIR...</translation>
    </message>
    <message>
        <source>Write the converted text to &lt;file&gt; (&apos;-&apos; for standard output), replacing it if it exists.</source>
        <translation>把转换结果写入 &lt;file&gt;（&apos;-&apos; 表示标准输出），已存在则替换。</translation>
    </message>
    <message>
        <source>Write converted files into &lt;dir&gt;, keeping their names; files of those names there are replaced.</source>
        <translation>把转换后的文件写入 &lt;dir&gt;，保留文件名；那里的同名文件会被替换。</translation>
    </message>
    <message>
        <source>Replace an EPUB&apos;s conversion beside it (NAME.zh-Hant.epub) if it exists already (what -o and --output-dir name is replaced without it).</source>
        <translation>如果 EPUB 旁边的转换结果（NAME.zh-Hant.epub）已经存在，就替换它（-o 和 --output-dir 指定的文件不需要此选项也会被替换）。</translation>
    </message>
</context>
<context>
    <name>Converter</name>
    <message>
        <source>OpenCC config %1 (%2): %3</source>
        <translation>OpenCC 配置 %1（%2）：%3</translation>
    </message>
    <message>
        <source>not found, and %1 holds no config</source>
        <translation>未找到，且 %1 中没有配置</translation>
    </message>
    <message>
        <source>not found; available: %1</source>
        <translation>未找到；可用：%1</translation>
    </message>
    <message>
        <source>OpenCC could not load it</source>
        <translation>OpenCC 无法加载它</translation>
    </message>
    <message>
        <source>OpenCC could not convert the text: %1</source>
        <translation>OpenCC 无法转换该文本：%1</translation>
    </message>
    <message>
        <source>its dictionary %1 is missing or damaged (%2)</source>
        <translation>其词典 %1 缺失或已损坏（%2）</translation>
    </message>
</context>
<context>
    <name>DetectCommand</name>
    <message>
        <source>files</source>
        <translation>files</translation>
    </message>
    <message>
        <source>Files to examine.</source>
        <translation>要检查的文件。</translation>
    </message>
    <message>
        <source>FILE...</source>
        <translation>FILE...</translation>
    </message>
    <message>
        <source>detect needs at least one file</source>
        <translation>detect 至少需要一个文件</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <source>no</source>
        <translation>无</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>%1 (a guess from %n Han character(s))</source>
        <translation>
            <numerusform>%1（仅据 %n 个汉字推测）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in the first %2 characters</source>
        <translation>%1（前 %2 个字符中）</translation>
    </message>
    <message>
        <source>  script: %1
  han characters: %2
  s2t would change: %3
  t2s would change: %4
  suggested config: %5
</source>
        <translation>  字形：%1
  汉字数：%2
  s2t 会改动：%3
  t2s 会改动：%4
  建议配置：%5
</translation>
    </message>
    <message>
        <source>Tell each file&apos;s encoding, byte-order mark, line endings and script (Simplified, Traditional or mixed), and suggest an OpenCC config; of an EPUB book, its chapters and their script.</source>
        <translation>说明每个文件的编码、字节顺序标记、换行符和字形（简体、繁体或混合），并建议一个 OpenCC 配置；EPUB 书则说明其章节数与字形。</translation>
    </message>
    <message>
        <source>none (no line break)</source>
        <translation>无（没有换行）</translation>
    </message>
    <message>
        <source>  encoding: %1
  bom: %2
  line endings: %3
</source>
        <translation>  编码：%1
  BOM：%2
  换行符：%3
</translation>
    </message>
    <message>
        <source>%1 (left out of what is told)</source>
        <translation>%1（不计入以下结果）</translation>
    </message>
    <message numerus="yes">
        <source>  book: EPUB, %n chapter(s)</source>
        <translation>
            <numerusform>  书：EPUB，%n 章</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of which do(es) not read</source>
        <translation>
            <numerusform>，其中 %n 章无法读取</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>Show where two texts differ, character by character.
With one file and -c, the file is compared with its conversion; with two files, the files are compared with each other.</source>
        <translation>逐字显示两段文本的不同之处。
给出一个文件和 -c 时，比较该文件与其转换结果；给出两个文件时，比较这两个文件。</translation>
    </message>
    <message>
        <source>Compare FILE with its conversion by this OpenCC config.</source>
        <translation>比较 FILE 与按此 OpenCC 配置转换的结果。</translation>
    </message>
    <message>
        <source>config</source>
        <translation>config</translation>
    </message>
    <message>
        <source>Read the files in &lt;encoding&gt; instead of detecting it.</source>
        <translation>按 &lt;encoding&gt; 读取文件，而不自动检测。</translation>
    </message>
    <message>
        <source>encoding</source>
        <translation>encoding</translation>
    </message>
    <message>
        <source>With two files: convert A with this OpenCC config before comparing, so that what remains is where B disagrees with a proper conversion of A (offsets still refer to the files as they are).</source>
        <translation>两个文件时：比较前先用此 OpenCC 配置转换 A，剩下的就是 B 与 A 的正确转换不一致之处（偏移量仍指原文件）。</translation>
    </message>
    <message>
        <source>With --normalize, convert B too.</source>
        <translation>配合 --normalize，也转换 B。</translation>
    </message>
    <message>
        <source>Ignore lines of nothing but whitespace.</source>
        <translation>忽略只含空白的行。</translation>
    </message>
    <message>
        <source>Ignore spaces, tabs, full-width spaces and line breaks (a paragraph split or merged is no difference).</source>
        <translation>忽略空格、制表符、全角空格和换行（段落拆分或合并不算差异）。</translation>
    </message>
    <message>
        <source>Ignore punctuation differences.</source>
        <translation>忽略标点差异。</translation>
    </message>
    <message>
        <source>Merge changes separated by an equal run shorter than they are.</source>
        <translation>合并被短于自身的相同片段隔开的改动。</translation>
    </message>
    <message>
        <source>Print one JSON object with every change (offsets and lengths in code points).</source>
        <translation>输出一个包含所有改动的 JSON 对象（偏移和长度以码位计）。</translation>
    </message>
    <message>
        <source>Print only the statistics, one &apos;name: value&apos; a line.</source>
        <translation>只输出统计，每行一个 &apos;name: value&apos;。</translation>
    </message>
    <message>
        <source>files</source>
        <translation>files</translation>
    </message>
    <message>
        <source>A [B]</source>
        <translation>A [B]</translation>
    </message>
    <message>
        <source>diff with one file needs a config: -c s2t</source>
        <translation>diff 只给一个文件时需要配置：-c s2t</translation>
    </message>
    <message>
        <source>diff takes -c with one file, not with two</source>
        <translation>diff 只在一个文件时接受 -c，两个文件时不行</translation>
    </message>
    <message>
        <source>diff takes one or two files</source>
        <translation>diff 接受一个或两个文件</translation>
    </message>
    <message>
        <source>--json and --stat exclude each other</source>
        <translation>--json 和 --stat 不能同时使用</translation>
    </message>
    <message>
        <source>--normalize compares two files; -c converts one</source>
        <translation>--normalize 用于比较两个文件；-c 用于转换一个文件</translation>
    </message>
    <message>
        <source>--normalize-both needs --normalize CONFIG</source>
        <translation>--normalize-both 需要 --normalize CONFIG</translation>
    </message>
    <message>
        <source>One file (with -c) or two files; an EPUB is read as its chapters one after another, and its lines are named by chapter (entry:line).</source>
        <translation>一个文件（配合 -c）或两个文件；EPUB 按章节依次读取，行以章节标明（条目:行）。</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 is %4: they differ wherever a conversion changes a character; --normalize %5 compares them in one script</source>
        <translation>%1 是%2，%3 是%4：凡是转换会改动的字，两者都不一样；--normalize %5 把它们放在同一种字体下比较</translation>
    </message>
    <message>
        <source>%1 reads as %2 already, the script --normalize %3 converts it to: it changes little (--normalize %4 converts it to %5)</source>
        <translation>%1 已经是%2，正是 --normalize %3 要把它转换成的字体：改动不多（--normalize %4 把它转换成%5）</translation>
    </message>
</context>
<context>
    <name>EpubArchive</name>
    <message>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>not an EPUB: it is no zip archive, or one cut short (its directory, at its end, is missing)</source>
        <translation>不是 EPUB：它不是 zip 压缩包，或是被截断的压缩包（位于末尾的目录缺失）</translation>
    </message>
    <message>
        <source>an entry has no name</source>
        <translation>有一个条目没有名称</translation>
    </message>
    <message>
        <source>the entry %1 is named by an absolute path</source>
        <translation>条目 %1 以绝对路径命名</translation>
    </message>
    <message>
        <source>the entry %1 climbs out of the book</source>
        <translation>条目 %1 的路径跳出了书外</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not a readable EPUB (zip): %1</source>
        <translation>不是可读的 EPUB（zip）：%1</translation>
    </message>
    <message>
        <source>entry %1 cannot be read</source>
        <translation>第 %1 个条目无法读取</translation>
    </message>
    <message>
        <source>the name %1 is used twice</source>
        <translation>名称 %1 用了两次</translation>
    </message>
    <message>
        <source>the entry %1 is encrypted</source>
        <translation>条目 %1 已加密</translation>
    </message>
    <message>
        <source>the entry %1 would expand %2 times, to %3 bytes (a zip bomb?)</source>
        <translation>条目 %1 解压后会膨胀 %2 倍，达 %3 字节（压缩炸弹？）</translation>
    </message>
    <message>
        <source>its entries hold more than %1 MB uncompressed</source>
        <translation>其条目解压后超过 %1 MB</translation>
    </message>
    <message>
        <source>it is protected by DRM (%1)</source>
        <translation>它受 DRM 保护（%1）</translation>
    </message>
    <message>
        <source>%1 is encrypted (DRM, %2)</source>
        <translation>%1 已加密（DRM，%2）</translation>
    </message>
    <message>
        <source>the book has no entry %1</source>
        <translation>书中没有条目 %1</translation>
    </message>
    <message>
        <source>the entry %1 cannot be opened: %2</source>
        <translation>条目 %1 无法打开：%2</translation>
    </message>
    <message>
        <source>the entry %1 is damaged: %2</source>
        <translation>条目 %1 已损坏：%2</translation>
    </message>
    <message>
        <source>its compressed data is not valid</source>
        <translation>压缩数据无效</translation>
    </message>
    <message>
        <source>the entry %1 cannot be read: not enough memory</source>
        <translation>条目 %1 无法读取：内存不足</translation>
    </message>
    <message>
        <source>CRC error</source>
        <translation>CRC 校验错误</translation>
    </message>
    <message>
        <source>the entry %1 does not hold the %2 bytes it declares</source>
        <translation>条目 %1 没有它声明的 %2 字节</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
</context>
<context>
    <name>EpubBook</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: names no chapter of a book</source>
        <translation>%1：不是某本书的章节</translation>
    </message>
    <message>
        <source>%1: the book has no chapter %2</source>
        <translation>%1：书中没有章节 %2</translation>
    </message>
</context>
<context>
    <name>EpubConversion</name>
    <message>
        <source>%1: cancelled; nothing was written</source>
        <translation>%1：已取消；什么也没写入</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, line %2: a paragraph is split or joined there, and a book&apos;s paragraphs are its markup&apos;s; undo that edit (or make it in an EPUB editor)</source>
        <translation>%1，第 %2 行：这里拆分或合并了段落，而书的段落由其标记决定；请撤销这处修改（或在 EPUB 编辑器中修改）</translation>
    </message>
    <message>
        <source>cancelled; nothing was written</source>
        <translation>已取消；什么都没有写入</translation>
    </message>
    <message>
        <source>%1: its conversion lost a paragraph</source>
        <translation>%1：转换后少了一个段落</translation>
    </message>
</context>
<context>
    <name>EpubPackage</name>
    <message>
        <source>%1, line %2: declares entities, which a book does not need (and an entity bomb uses)</source>
        <translation>%1，第 %2 行：声明了实体，书用不着（实体炸弹才用）</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1，第 %2 行：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 names no package document</source>
        <translation>%1 没有指明包文件</translation>
    </message>
    <message>
        <source>%1, line %2: the item %3 lies outside the book</source>
        <translation>%1，第 %2 行：项目 %3 在书外</translation>
    </message>
    <message>
        <source>%1, line %2: the item %3 is not in the book</source>
        <translation>%1，第 %2 行：书中没有项目 %3</translation>
    </message>
    <message>
        <source>%1: the reading order names %2, which the package does not list</source>
        <translation>%1：阅读顺序提到 %2，但包文件没有列出它</translation>
    </message>
    <message>
        <source>%1, line %2: elements nested more than %3 deep, which no book needs</source>
        <translation>%1，第 %2 行：元素嵌套超过 %3 层，任何书都不需要这样</translation>
    </message>
    <message>
        <source>%1 names %2 as the book&apos;s package document, which it is not (its root element is &lt;%3&gt;, not &lt;package&gt;)</source>
        <translation>%1 把 %2 指定为书的包文档，但它不是（它的根元素是 &lt;%3&gt;，而不是 &lt;package&gt;）</translation>
    </message>
    <message>
        <source>%1: its reading order (the spine) lists no document, so there is nothing to read or convert</source>
        <translation>%1：它的阅读顺序（spine）没有列出任何文档，因此没有可读或可转换的内容</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>glossary line %1</source>
        <translation>词表第 %1 行</translation>
    </message>
    <message>
        <source>quotation marks</source>
        <translation>引号</translation>
    </message>
    <message>
        <source>One-to-one change</source>
        <translation>一对一转换</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词汇替换</translation>
    </message>
    <message>
        <source>Ambiguous, decided by default</source>
        <translation>一对多，按默认选择</translation>
    </message>
    <message>
        <source>Ambiguous, settled by a phrase</source>
        <translation>一对多，由词组确定</translation>
    </message>
    <message>
        <source>Protected by the glossary</source>
        <translation>受词表保护</translation>
    </message>
    <message>
        <source>Replaced by the glossary</source>
        <translation>由词表替换</translation>
    </message>
    <message>
        <source>Quotation marks</source>
        <translation>引号</translation>
    </message>
    <message>
        <source>candidates: %1</source>
        <translation>候选：%1</translation>
    </message>
    <message>
        <source>contested by %1</source>
        <translation>与词组 %1 冲突</translation>
    </message>
    <message>
        <source>risk %1</source>
        <translation>风险 %1</translation>
    </message>
    <message>
        <source>a name in this text</source>
        <translation>本文中的人名</translation>
    </message>
    <message>
        <source>the surname this text names</source>
        <translation>本文所称的姓氏</translation>
    </message>
    <message>
        <source>read otherwise by a phrase nearby</source>
        <translation>附近词组读作另一字</translation>
    </message>
    <message>
        <source>the glossary would make the text over %1 times as long; a rule that replaces a short word with a long text is likelier a mistake</source>
        <translation>词表会使文本变长超过 %1 倍；把短词替换成长文本的规则更可能是个错误</translation>
    </message>
    <message numerus="yes">
        <source>OpenCC wrote %1; this text uses %2 as part of a name, %n time(s)</source>
        <translation>
            <numerusform>OpenCC 写作 %1；本文把 %2 用作人名的一部分，共 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>OpenCC wrote %1; the words around read %2 (risk that %1 is wrong: %3)</source>
        <translation>OpenCC 写作 %1；按前后的词语应为 %2（%1 出错的风险：%3）</translation>
    </message>
    <message>
        <source>OpenCC wrote %1 by a phrase that cuts through the words of the text; its characters read %2 (risk that %1 is wrong: %3)</source>
        <translation>OpenCC 按一个切断了文中词语的词组写成 %1；这几个字本应读作 %2（%1 有误的可能：%3）</translation>
    </message>
    <message>
        <source>a phrase that cuts through the words of the text</source>
        <translation>词组切断了文中的词语</translation>
    </message>
    <message>
        <source>a word often written otherwise in the region</source>
        <translation>这个词在该地区常有另一种写法</translation>
    </message>
    <message>
        <source>fixed: OpenCC&apos;s %1 at risk %2</source>
        <translation>已修正：OpenCC 的 %1 出错的风险为 %2</translation>
    </message>
</context>
<context>
    <name>FileConversion</name>
    <message>
        <source>%1 (%2)</source>
        <comment>the advice, and how to act on it</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>write UTF-8 or GB18030, which hold every character</source>
        <translation>请写成 UTF-8 或 GB18030，它们能容纳所有字符</translation>
    </message>
    <message>
        <source>convert with %1 or write UTF-8</source>
        <translation>请用%1，或写成 UTF-8</translation>
    </message>
    <message>
        <source>convert with %1, whose forms %2 holds but for %3, or write UTF-8</source>
        <translation>请用%1（其字形除 %3 之外 %2 都能容纳），或写成 UTF-8</translation>
    </message>
    <message>
        <source>a Taiwan config (s2tw, s2twp)</source>
        <translation>台湾的转换（s2tw、s2twp）</translation>
    </message>
    <message>
        <source>a Hong Kong config (s2hk)</source>
        <translation>香港的转换（s2hk）</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>nothing to protect after “!”</source>
        <translation>“!”之后没有要保护的词</translation>
    </message>
    <message>
        <source>a protection (“!”) cannot also replace (“=”)</source>
        <translation>保护（“!”）不能同时替换（“=”）</translation>
    </message>
    <message>
        <source>“%1” is neither SOURCE=RESULT nor !PROTECTED nor a # comment</source>
        <translation>“%1”既不是 原词=结果，也不是 !保护词，也不是 # 注释</translation>
    </message>
    <message>
        <source>more than one “=”</source>
        <translation>不止一个“=”</translation>
    </message>
    <message>
        <source>nothing to replace before “=”</source>
        <translation>“=”之前没有要替换的词</translation>
    </message>
    <message>
        <source>no replacement after “=”</source>
        <translation>“=”之后没有替换结果</translation>
    </message>
    <message>
        <source>“%1” already has a rule on line %2</source>
        <translation>“%1”在第 %2 行已有规则</translation>
    </message>
    <message>
        <source>a glossary must be UTF-8, and this file looks like %1; save it as UTF-8</source>
        <translation>词表必须是 UTF-8，而此文件看起来是 %1；请另存为 UTF-8</translation>
    </message>
    <message>
        <source>a rule&apos;s source is at most %1 characters long</source>
        <translation>规则的原文最多 %1 个字符</translation>
    </message>
    <message>
        <source>“%1” holds a tab or a run of spaces: a note after a rule begins with #</source>
        <translation>“%1”中含有制表符或连续空格：规则后面的注释要以 # 开头</translation>
    </message>
</context>
<context>
    <name>HighlightPalette</name>
    <message>
        <source>Difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Your edits</source>
        <translation>你的修改</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>全部改动</translation>
    </message>
    <message>
        <source>What needs a decision</source>
        <translation>需要决定的</translation>
    </message>
    <message>
        <source>Ambiguous, decided by default</source>
        <translation>一对多，按默认选择</translation>
    </message>
    <message>
        <source>Ambiguous, settled by a phrase</source>
        <translation>一对多，由词组确定</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词汇替换</translation>
    </message>
    <message>
        <source>One-to-one changes</source>
        <translation>一对一转换</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>词表</translation>
    </message>
    <message>
        <source>Quotation marks</source>
        <translation>引号</translation>
    </message>
    <message>
        <source>Likely mistake of OpenCC</source>
        <translation>OpenCC 可能的错误</translation>
    </message>
</context>
<context>
    <name>Interrupts</name>
    <message>
        <source>interrupted; no file was left half-written</source>
        <translation>已中断；没有留下写了一半的文件</translation>
    </message>
</context>
<context>
    <name>MarkupConversion</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>MarkupText</name>
    <message>
        <source>%1: not UTF-8 or UTF-16 text</source>
        <translation>%1：不是 UTF-8 或 UTF-16 文本</translation>
    </message>
    <message>
        <source>%1: declares the encoding %2; a book&apos;s documents are read in UTF-8 or UTF-16</source>
        <translation>%1：声明的编码是 %2；书中的文档按 UTF-8 或 UTF-16 读取</translation>
    </message>
    <message>
        <source>%1: not valid UTF-16: an unpaired surrogate or a cut-off character at byte %2</source>
        <translation>%1：不是有效的 UTF-16：第 %2 字节处有不成对的代理项或被截断的字符</translation>
    </message>
</context>
<context>
    <name>PaneHeaders</name>
    <message>
        <source> with BOM</source>
        <translation> 带 BOM</translation>
    </message>
    <message>
        <source>sample: 桃花源记</source>
        <translation>示例：桃花源记</translation>
    </message>
    <message>
        <source>%1%2, %3</source>
        <translation>%1%2，%3</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>%1 (%2; %3)</source>
        <translation>%1（%2；%3）</translation>
    </message>
    <message>
        <source>Converted</source>
        <translation>转换结果</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source> — compared as converted: %1</source>
        <translation> — 按转换后比较：%1</translation>
    </message>
    <message>
        <source>First</source>
        <translation>第一个</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>第二个</translation>
    </message>
    <message>
        <source> — shown as converted: %1 (read-only)</source>
        <translation> — 按转换后显示：%1（只读）</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source> — scripts differ, compared as converted: %1</source>
        <translation> — 两个版本的文字不同，按转换后比较：%1</translation>
    </message>
    <message>
        <source>no line break</source>
        <translation>没有换行</translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message>
        <source>List every span of a conversion that needs a person&apos;s look: a character with several candidates decided by default (ambiguous) or by a phrase around it (phrase), and a word replaced by another (vocabulary).</source>
        <translation>列出转换中需要人工查看的每个片段：按默认选择的一对多字（ambiguous）、由所在词组确定的一对多字（phrase），以及被替换成另一个词的词（vocabulary）。</translation>
    </message>
    <message>
        <source>OpenCC config (default: the one the file&apos;s script suggests).</source>
        <translation>OpenCC 配置（默认：按文件字形建议的配置）。</translation>
    </message>
    <message>
        <source>config</source>
        <translation>config</translation>
    </message>
    <message>
        <source>Read FILE in &lt;encoding&gt; instead of detecting it.</source>
        <translation>按 &lt;encoding&gt; 读取 FILE，而不自动检测。</translation>
    </message>
    <message>
        <source>encoding</source>
        <translation>encoding</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>review takes one file</source>
        <translation>review 只接受一个文件</translation>
    </message>
    <message>
        <source>%1: no Chinese text to convert; name a config with -c</source>
        <translation>%1：没有可转换的中文文本；请用 -c 指定配置</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n span(s) to review listed, the riskiest first; %2 risky
</source>
        <translation>
            <numerusform>列出待校对的 %n 处中的 %1 处，风险最高的在前；%2 处有风险
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) to review, the riskiest first; %1 risky
</source>
        <translation>
            <numerusform>待校对 %n 处，风险最高的在前；%1 处有风险
</numerusform>
        </translation>
    </message>
    <message>
        <source>List only the &lt;n&gt; riskiest spans (not with --json, which gives every span).</source>
        <translation>只列出风险最高的 &lt;n&gt; 处（不能与 --json 同用，它给出每一处）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>List only spans with a risk of at least &lt;r&gt; (0 to 1; not with --json).</source>
        <translation>只列出风险不低于 &lt;r&gt;（0 到 1；不能与 --json 同用）的各处。</translation>
    </message>
    <message>
        <source>r</source>
        <translation>r</translation>
    </message>
    <message>
        <source>--top takes a number of spans, 0 or more</source>
        <translation>--top 需要一个不小于 0 的处数</translation>
    </message>
    <message>
        <source>--min-risk takes a number from 0 to 1</source>
        <translation>--min-risk 需要 0 到 1 之间的数</translation>
    </message>
    <message>
        <source>--top and --min-risk choose the lines of the listing; --json gives every span</source>
        <translation>--top 和 --min-risk 用于挑选列出的行；--json 给出每一处</translation>
    </message>
    <message>
        <source>interrupted; nothing was listed</source>
        <translation>已中断；未列出任何内容</translation>
    </message>
    <message>
        <source>No likely mistakes of OpenCC found
</source>
        <translation>没有找到 OpenCC 可能的错误
</translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed
</source>
        <translation>
            <numerusform>修正了 OpenCC 的 %n 处可能错误
</numerusform>
        </translation>
    </message>
    <message>
        <source>Print one JSON object: file, config, with --fix-likely the fixes (where, what OpenCC wrote, what Duizhao wrote, why, how sure), spans in text order (offsets and lengths in code points, lines and columns from 1, risk from 0 to 1, the phrase contesting the result) and a summary.</source>
        <translation>输出一个 JSON 对象：文件、配置、使用 --fix-likely 时的各处修正（位置、OpenCC 写的、Duizhao 写的、原因、把握）、按文本顺序的各处（偏移和长度以码位计，行号和列号从 1 起，风险从 0 到 1，与结果冲突的词组）及汇总。</translation>
    </message>
    <message>
        <source>The text to review: a text file, or an EPUB, reviewed whole and its spans named by chapter (entry:line:column).</source>
        <translation>要校对的文本：文本文件，或整本校对的 EPUB，其片段以章节标明（条目:行:列）。</translation>
    </message>
    <message>
        <source>%1 reads as %2 already, the script %3 converts to: little is left to review (%4 converts it to %5)</source>
        <translation>%1 已经是%2，正是 %3 要转换成的字体：没有多少可校对的（%4 把它转换成%5）</translation>
    </message>
</context>
<context>
    <name>SavedReview</name>
    <message>
        <source>cannot make the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>it is outside the folder %1</source>
        <translation>它在文件夹 %1 之外</translation>
    </message>
    <message>
        <source>%1 is a link, and a review is never written or read through one</source>
        <translation>%1 是一个链接，校对记录从不通过链接写入或读取</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <source>the review is not kept: %1</source>
        <translation>校对记录未保存：%1</translation>
    </message>
</context>
<context>
    <name>ScriptReport</name>
    <message>
        <source>Simplified</source>
        <translation>简体</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>繁体</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日文</translation>
    </message>
    <message>
        <source>undetermined</source>
        <translation>无法判断</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>shown as compared, read-only</source>
        <translation>按比较后的样子显示，只读</translation>
    </message>
    <message>
        <source>read-only until the whole text is converted</source>
        <translation>全文转换完之前只读</translation>
    </message>
    <message>
        <source>read-only until the changes are sorted for the review</source>
        <translation>改动归类供校对之前只读</translation>
    </message>
    <message>
        <source>The editions are shown as compared; turn that off in the Compare menu to edit them.</source>
        <translation>两个版本正按比较时的样子显示；在“比较”菜单中关闭它即可编辑。</translation>
    </message>
    <message>
        <source>The original stays as it was read; edit the conversion beside it.</source>
        <translation>原文保持读入时的样子；请在旁边的转换结果中编辑。</translation>
    </message>
    <message>
        <source>Editing waits until the whole text is converted.</source>
        <translation>整篇文本转换完成后才能编辑。</translation>
    </message>
    <message>
        <source>Editing waits a moment, until the changes are sorted for the review.</source>
        <translation>请稍候：改动为校对分类完成后即可编辑。</translation>
    </message>
    <message>
        <source>Only the beginning of the text is converted so far; saving it would lose the rest. Wait for the conversion, or start it again.</source>
        <translation>目前只转换了文本的开头部分；现在保存会丢失其余部分。请等待转换完成，或重新开始转换。</translation>
    </message>
    <message>
        <source>The editions are shown converted, not as their files hold them. Turn off Compare → Show the Editions as Compared to edit and save them.</source>
        <translation>两个版本正按转换后的样子显示，不是文件里的原样。请关闭“比较 → 按比较时的样子显示”后再编辑和保存。</translation>
    </message>
    <message>
        <source>the original</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>the converted text</source>
        <translation>转换结果</translation>
    </message>
    <message>
        <source>the first edition</source>
        <translation>第一个版本</translation>
    </message>
    <message>
        <source>the second edition</source>
        <translation>第二个版本</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>%1 ↔ %2</source>
        <translation>%1 ↔ %2</translation>
    </message>
</context>
<context>
    <name>TextFile</name>
    <message>
        <source>cannot create its folder %1: %2</source>
        <translation>无法创建其文件夹 %1：%2</translation>
    </message>
    <message>
        <source>a file of that name is in the way, or permission is denied</source>
        <translation>已有同名文件，或没有权限</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>this is a folder, not a text file</source>
        <translation>这是文件夹，不是文本文件</translation>
    </message>
    <message>
        <source>the file is %1 MiB, more than the limit of %2 MiB</source>
        <translation>文件大小为 %1 MiB，超过了 %2 MiB 的上限</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>无法打开文件：%1</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>the text is larger than the limit of %1 MiB</source>
        <translation>文本超过了 %1 MiB 的上限</translation>
    </message>
    <message>
        <source>this is a binary file, not text (it contains NUL bytes)</source>
        <translation>这是二进制文件，不是文本（含有 NUL 字节）</translation>
    </message>
    <message>
        <source>cannot tell the encoding of this file; name it explicitly</source>
        <translation>无法判断此文件的编码；请明确指定</translation>
    </message>
    <message>
        <source>the encoding %1 is not supported</source>
        <translation>不支持编码 %1</translation>
    </message>
    <message>
        <source>the text is not valid %1 (bad byte sequences: %2; the first at line %3, column %4)</source>
        <translation>文本不是有效的 %1（错误字节序列：%2 处；第一处在第 %3 行第 %4 列）</translation>
    </message>
    <message>
        <source>%1 (%2) at line %3, column %4</source>
        <translation>第 %3 行第 %4 列的 %1（%2）</translation>
    </message>
    <message>
        <source>%1 cannot represent %2 of the characters: %3</source>
        <translation>%1 无法表示其中 %2 个字：%3</translation>
    </message>
    <message>
        <source>; and others</source>
        <translation>；等等</translation>
    </message>
    <message>
        <source>cannot write the file: %1</source>
        <translation>无法写入文件：%1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>this is a device, a pipe or a socket, not a regular file</source>
        <translation>这是设备、管道或套接字，不是普通文件</translation>
    </message>
    <message>
        <source>read as %1, the text is mostly rare characters and symbols: it may be in another encoding</source>
        <translation>按 %1 读取后，文本大多是生僻字和符号：它可能是另一种编码</translation>
    </message>
    <message>
        <source>cannot write the file: no space left on the device</source>
        <translation>无法写入文件：设备上没有剩余空间</translation>
    </message>
    <message>
        <source>cannot write the file: this pipe has no reader</source>
        <translation>无法写入文件：此管道没有读取方</translation>
    </message>
    <message numerus="yes">
        <source>%n bad byte sequence(s) replaced with U+FFFD (�), the first at line %1, column %2; the file itself is unchanged</source>
        <translation>
            <numerusform>%n 处错误字节序列已替换为 U+FFFD（�），第一处在第 %1 行第 %2 列；文件本身没有改动</numerusform>
        </translation>
    </message>
    <message>
        <source>it was removed while it was converted</source>
        <translation>转换期间它被删除了</translation>
    </message>
    <message>
        <source>it changed while it was converted (another program wrote to it); it was left as it is now</source>
        <translation>转换期间它被改动了（另一个程序写入了它）；已保持其现状</translation>
    </message>
    <message numerus="yes">
        <source>it has %n other name(s) (hard links), which would keep the old text; convert a copy instead</source>
        <translation>
            <numerusform>它另有 %n 个名称（硬链接），它们会保留旧文本；请转换一个副本</numerusform>
        </translation>
    </message>
    <message>
        <source>it belongs to another user (%1), and replacing it would make it yours</source>
        <translation>它属于另一个用户（%1），替换它会使它归你所有</translation>
    </message>
    <message>
        <source>the encoding changes at line %1: what comes before reads as %2, from there on %3 (two encodings in one file?); convert each part by itself</source>
        <translation>编码在第 %1 行改变：之前的部分按 %2 读取，从该行起是 %3（一个文件里有两种编码？）；请分别转换各部分</translation>
    </message>
    <message>
        <source>; convert each part by itself</source>
        <translation>；请分别转换各部分</translation>
    </message>
    <message>
        <source>cannot write the file: the file system it is on is read-only</source>
        <translation>无法写入文件：它所在的文件系统是只读的</translation>
    </message>
    <message>
        <source>line %1 reads</source>
        <translation>第 %1 行读起来是</translation>
    </message>
    <message>
        <source>lines %1 to %2 read</source>
        <translation>第 %1 至 %2 行读起来是</translation>
    </message>
    <message>
        <source>the encoding changes at line %1: %2 as %3, the rest as %4 (two encodings in one file?)</source>
        <translation>编码在第 %1 行改变：%2 %3，其余是 %4（一个文件里有两种编码？）</translation>
    </message>
    <message numerus="yes">
        <source>read as %1, a guess from only %n Han character(s): if the text reads wrongly, name its encoding</source>
        <translation>
            <numerusform>按 %1 读取，这只是根据 %n 个汉字的猜测：如果文字读起来不对，请指定它的编码</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a warning, and where to act on it</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>Translations</name>
    <message>
        <source>The system&apos;s language</source>
        <translation>系统语言</translation>
    </message>
</context>
<context>
    <name>duizhao::BookChapters</name>
    <message>
        <source>Chapters</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>Convert the Whole Book…</source>
        <translation>转换整本书…</translation>
    </message>
    <message>
        <source>Next C&amp;hapter</source>
        <translation>下一章(&amp;H)</translation>
    </message>
    <message>
        <source>Previous Ch&amp;apter</source>
        <translation>上一章(&amp;A)</translation>
    </message>
    <message>
        <source>Chapters of %1</source>
        <translation>%1 的章节</translation>
    </message>
    <message>
        <source>This chapter is walked: on to %1</source>
        <translation>本章已看完：转到 %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation>回到 %1</translation>
    </message>
    <message>
        <source>%1
Edited, not saved yet</source>
        <translation>%1
已编辑，尚未保存</translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) of this book do not read, marked in the list; saving the book asks whether to copy them unconverted.</source>
        <translation>
            <numerusform>这本书有 %n 章无法读取，已在列表中标出；保存这本书时会询问是否不转换、按原样复制它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>Does not read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
</context>
<context>
    <name>duizhao::BookDialog</name>
    <message>
        <source>Files Exist</source>
        <translation>文件已存在</translation>
    </message>
    <message>
        <source>%1 of the %2 files to write exist already in the output folder. Replace them?</source>
        <translation>要写入的 %2 个文件中，有 %1 个已存在于输出文件夹中。要替换它们吗？</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep Existing</source>
        <translation>保留现有文件(&amp;K)</translation>
    </message>
    <message>
        <source>Converted</source>
        <translation>已转换</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Convert a Book</source>
        <translation>转换整本书</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Written to, or why not</source>
        <translation>写入位置，或未写入的原因</translation>
    </message>
    <message>
        <source>Con&amp;vert</source>
        <translation>转换(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Open Output Folder</source>
        <translation>打开输出文件夹(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Chapters: folders (their .txt files, folders below included) or files. Drop them here.</source>
        <translation>章节(&amp;C)：文件夹（其中的 .txt 文件，含子文件夹）或文件。可拖放到这里。</translation>
    </message>
    <message>
        <source>Add &amp;Folder…</source>
        <translation>添加文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Add F&amp;iles…</source>
        <translation>添加文件(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>A folder of chapters</source>
        <translation>章节所在文件夹</translation>
    </message>
    <message>
        <source>Chapters to convert</source>
        <translation>要转换的章节</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>C&amp;onversion:</source>
        <translation>转换方式(&amp;O)：</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>&amp;Glossary:</source>
        <translation>词表(&amp;G)：</translation>
    </message>
    <message>
        <source>The book&apos;s glossary</source>
        <translation>本书的词表</translation>
    </message>
    <message>
        <source>Corner-bracket &amp;quotes “” → 「」</source>
        <translation>直角引号 “” → 「」(&amp;Q)</translation>
    </message>
    <message>
        <source>O&amp;utput folder:</source>
        <translation>输出文件夹(&amp;U)：</translation>
    </message>
    <message>
        <source>The output folder</source>
        <translation>输出文件夹</translation>
    </message>
    <message>
        <source>As read (each file its own)</source>
        <translation>与读入时相同（各文件各自的编码）</translation>
    </message>
    <message>
        <source>Output &amp;encoding:</source>
        <translation>输出编码(&amp;E)：</translation>
    </message>
    <message>
        <source>Convert file and folder &amp;names too</source>
        <translation>同时转换文件名和文件夹名(&amp;N)</translation>
    </message>
    <message>
        <source>%1 (converted)</source>
        <translation>%1（已转换）</translation>
    </message>
    <message>
        <source>Nothing chosen yet.</source>
        <translation>尚未选择。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) to convert.</source>
        <translation>
            <numerusform>要转换 %n 个文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading the dictionaries and finding the chapters…</source>
        <translation>正在加载词典并查找章节…</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>已取消；没有写入任何文件。</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written. Below, the last run&apos;s report.</source>
        <translation>已取消；没有写入任何文件。下面是上一次的报告。</translation>
    </message>
    <message>
        <source>Converting: %1 of %2 files…</source>
        <translation>正在转换：第 %1 个，共 %2 个文件…</translation>
    </message>
    <message>
        <source>%1 converted, %2 skipped, %3 failed.</source>
        <translation>%1 个已转换，%2 个已跳过，%3 个失败。</translation>
    </message>
    <message>
        <source>Cancelled: %1 No file was left half-written.</source>
        <translation>已取消：%1 没有留下写了一半的文件。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>%1
Double-click to review it in the window.</source>
        <translation>%1
双击即可在窗口中校对。</translation>
    </message>
    <message numerus="yes">
        <source>and %n more (see the details)</source>
        <translation>
            <numerusform>另有 %n 个（见详细信息）</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fix OpenCC&apos;s likely mistakes</source>
        <translation>修正 OpenCC 可能的错误(&amp;F)</translation>
    </message>
    <message>
        <source>In conversions from Simplified to Traditional, writes the likelier candidate where OpenCC&apos;s is more likely wrong than right, by the words around it or the names of the book; the report counts the fixes of each file</source>
        <translation>简体转繁体时，若按前后的词语或书中的人名，OpenCC 的选择错的可能大于对的可能，就写入更可能的候选；报告列出每个文件的修正数。</translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed.</source>
        <translation>
            <numerusform>修正了 OpenCC 的 %n 处可能错误。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fixed</source>
        <translation>
            <numerusform>修正 %n 处</numerusform>
        </translation>
    </message>
    <message>
        <source>Texts and books (*.txt *.epub);;All files (*)</source>
        <translation>文本和书籍 (*.txt *.epub);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 already</source>
        <translation>已是%1</translation>
    </message>
    <message>
        <source>This file reads as %1 already, the script this conversion writes: it was converted anyway, which changes little and may change what was right</source>
        <translation>这个文件已经是%1，正是这次转换要转换成的字体：仍然照样转换了，改动不多，却可能把原本正确的地方改错</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) were in the conversion&apos;s script already (see below).</source>
        <translation>
            <numerusform>%n 个文件原本就是这次转换的目标字体（见下表）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) are still those of an earlier run.</source>
        <translation>
            <numerusform>%n 个输出文件仍是之前那次运行的。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Suggested by the book&apos;s first chapters: most of their text (%1 of %n chapter(s)) reads as %2.</source>
        <translation>
            <numerusform>根据书的前几章建议：其中大部分文字（%n 章中的 %1 章）是%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n left out, listed in the report with why.</source>
        <translation>
            <numerusform>另有 %n 个未列入，报告中会列出原因。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::BookRules</name>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>duizhao::ChangeStatus</name>
    <message>
        <source>No changes</source>
        <translation>没有改动</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>第 %1 处改动，共 %2 处</translation>
    </message>
    <message>
        <source> — some long differing lines are shown coarsely</source>
        <translation> — 部分很长的不同行只做了粗略比较</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 处改动</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) changed</source>
        <translation>
            <numerusform>%n 个字符改动</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) changed</source>
        <translation>
            <numerusform>%n 行改动</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s) of yours</source>
        <translation>
            <numerusform>你的 %n 处修改</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed</source>
        <translation>
            <numerusform>修正了 OpenCC 的 %n 处可能错误</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::CompareMenu</name>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Normalize the First Edition</source>
        <translation>规范化第一个版本(&amp;N)</translation>
    </message>
    <message>
        <source>Compare as They Are</source>
        <translation>按原样比较</translation>
    </message>
    <message>
        <source>Normalize &amp;Both Editions</source>
        <translation>规范化两个版本(&amp;B)</translation>
    </message>
    <message>
        <source>Ignore B&amp;lank Lines</source>
        <translation>忽略空行(&amp;L)</translation>
    </message>
    <message>
        <source>Ignore &amp;Whitespace and Line Breaks</source>
        <translation>忽略空白和换行(&amp;W)</translation>
    </message>
    <message>
        <source>Ignore &amp;Punctuation</source>
        <translation>忽略标点(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Merge Changes Across Short Equal Runs</source>
        <translation>合并被短相同片段隔开的改动(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Automatically, When the Scripts Differ</source>
        <translation>文字不同时自动(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Show the Editions as Compared</source>
        <translation>按比较时的样子显示(&amp;S)</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>正在比较 %1 与 %2…</translation>
    </message>
    <message>
        <source>Comparing again…</source>
        <translation>正在重新比较…</translation>
    </message>
</context>
<context>
    <name>duizhao::ConversionChoice</name>
    <message>
        <source> Conversion: </source>
        <translation> 转换方式：</translation>
    </message>
</context>
<context>
    <name>duizhao::ConversionController</name>
    <message>
        <source>File → Reopen with Encoding</source>
        <translation>文件 → 以指定编码重新打开</translation>
    </message>
</context>
<context>
    <name>duizhao::EditMenu</name>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go to Line…</source>
        <translation>转到行(&amp;G)…</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>首选项(&amp;E)…</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>未找到：%1</translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>转到行</translation>
    </message>
    <message>
        <source>Line (1 to %1):</source>
        <translation>行号（1 至 %1）：</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>Find and Rep&amp;lace…</source>
        <translation>查找和替换(&amp;L)…</translation>
    </message>
</context>
<context>
    <name>duizhao::FileMenu</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Compare Two Editions…</source>
        <translation>比较两个版本(&amp;C)…</translation>
    </message>
    <message>
        <source>The first edition</source>
        <translation>第一个版本</translation>
    </message>
    <message>
        <source>The second edition, compared with %1</source>
        <translation>第二个版本，与 %1 比较</translation>
    </message>
    <message>
        <source>Open a Book &amp;Folder…</source>
        <translation>打开书的文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>A folder of chapters</source>
        <translation>章节所在文件夹</translation>
    </message>
    <message>
        <source>Convert a &amp;Book…</source>
        <translation>转换整本书(&amp;B)…</translation>
    </message>
    <message>
        <source>Reopen with &amp;Encoding</source>
        <translation>以指定编码重新打开(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Open a text file or a book</source>
        <translation>打开文本文件或书籍</translation>
    </message>
    <message>
        <source>Texts and books (*.txt *.epub);;Text files (*.txt);;EPUB books (*.epub);;All files (*)</source>
        <translation>文本和书籍 (*.txt *.epub);;文本文件 (*.txt);;EPUB 书籍 (*.epub);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>duizhao::FindBar</name>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <source>Replace A&amp;ll</source>
        <translation>全部替换(&amp;L)</translation>
    </message>
    <message>
        <source>Enter: next, Shift+Enter: previous</source>
        <translation>Enter：下一个，Shift+Enter：上一个</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>上一个(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一个(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;in</source>
        <translation>范围(&amp;I)</translation>
    </message>
    <message>
        <source>Replace &amp;with:</source>
        <translation>替换为(&amp;W)：</translation>
    </message>
    <message>
        <source>This pane cannot be edited now</source>
        <translation>此栏现在不能编辑</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Match %1 of %2</source>
        <translation>第 %1 处，共 %2 处</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>已替换 %n 处</numerusform>
        </translation>
    </message>
    <message>
        <source>Repl&amp;ace</source>
        <translation>替换(&amp;A)</translation>
    </message>
</context>
<context>
    <name>duizhao::GlossaryDialog</name>
    <message>
        <source>Glossary — %1</source>
        <translation>词表 — %1</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Cannot save the glossary</source>
        <translation>无法保存词表</translation>
    </message>
    <message>
        <source>One rule a line: &lt;b&gt;岳托=岳託&lt;/b&gt; replaces before conversion, &lt;b&gt;!多尔衮&lt;/b&gt; keeps a word as written; a line that begins with &lt;b&gt;#&lt;/b&gt; is a comment, and a note follows a rule after a space and &lt;b&gt;#&lt;/b&gt; (&lt;b&gt;岳托=岳託 # 人名&lt;/b&gt;). The file: %1</source>
        <translation>每行一条规则：&lt;b&gt;岳托=岳託&lt;/b&gt; 在转换前替换，&lt;b&gt;!多尔衮&lt;/b&gt; 保持词语原样；以 &lt;b&gt;#&lt;/b&gt; 开头的行是注释，规则后面的注释以空格加 &lt;b&gt;#&lt;/b&gt; 开头（&lt;b&gt;岳托=岳託 # 人名&lt;/b&gt;）。文件：%1</translation>
    </message>
    <message>
        <source>Nothing is written here: save the file as UTF-8 in another editor, then edit it again.</source>
        <translation>这里不会写入任何内容：请在其他编辑器中把该文件另存为 UTF-8，然后再编辑。</translation>
    </message>
    <message>
        <source>Discard the Changes?</source>
        <translation>放弃修改？</translation>
    </message>
    <message>
        <source>The rules typed here are not saved. Discard them?</source>
        <translation>这里输入的规则尚未保存。要放弃它们吗？</translation>
    </message>
    <message>
        <source>Nothing is written here.</source>
        <translation>这里不会写入任何内容。</translation>
    </message>
</context>
<context>
    <name>duizhao::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Duizhao</source>
        <translation>关于对照(&amp;A)</translation>
    </message>
    <message>
        <source>Duizhao User Guide</source>
        <translation>对照用户指南</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>About Duizhao</source>
        <translation>关于对照</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Duizhao %1&lt;/h3&gt;&lt;p&gt;Side-by-side Simplified and Traditional Chinese conversion, with every change highlighted.&lt;/p&gt;&lt;p&gt;Qt %2, OpenCC %3 (the version the OpenCC library in use names itself; a distribution may package it under a later number, as Debian 12&apos;s 1.1.6 names itself 1.1.5)&lt;/p&gt;&lt;p&gt;OpenCC data: %4&lt;/p&gt;&lt;p&gt;The bundled dictionaries are OpenCC&apos;s (Apache-2.0), from its release on the npm registry. The word list that fixes likely mistakes is built from libchewing&apos;s and rime-essay&apos;s (LGPL).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;对照 %1&lt;/h3&gt;&lt;p&gt;简繁中文对照转换，每处改动都高亮标出。&lt;/p&gt;&lt;p&gt;Qt %2，OpenCC %3（所用 OpenCC 库自报的版本；发行版打包时的版本号可能更新，例如 Debian 12 的 1.1.6 自报为 1.1.5）&lt;/p&gt;&lt;p&gt;OpenCC 数据：%4&lt;/p&gt;&lt;p&gt;自带的词典来自 OpenCC 在 npm 上发布的版本（Apache-2.0）。修正可能错误所用的词表由 libchewing 和 rime-essay 的词表生成（LGPL）。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>duizhao::JobProgress</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>duizhao::MainWindow</name>
    <message>
        <source>&amp;Review</source>
        <translation>校对(&amp;R)</translation>
    </message>
    <message>
        <source>Convert &amp;Again</source>
        <translation>重新转换(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>跳转(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Next Change</source>
        <translation>下一处改动(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Change</source>
        <translation>上一处改动(&amp;P)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source> Show: </source>
        <translation> 显示：</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>Converted</source>
        <translation>转换结果</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一处</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一处</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>校对</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>人名</translation>
    </message>
    <message>
        <source>Re&amp;view Panel</source>
        <translation>校对面板(&amp;V)</translation>
    </message>
    <message>
        <source>Name&amp;s</source>
        <translation>人名(&amp;S)</translation>
    </message>
</context>
<context>
    <name>duizhao::NamesModel</name>
    <message>
        <source>Name</source>
        <translation>人名</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>写作</translation>
    </message>
    <message>
        <source>Could be</source>
        <translation>也可写作</translation>
    </message>
    <message>
        <source>%1, given name %2 (surname %3)</source>
        <translation>%1，名 %2（姓 %3）</translation>
    </message>
    <message numerus="yes">
        <source>In this text %n time(s)</source>
        <translation>
            <numerusform>本文中 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the book %n time(s)</source>
        <translation>
            <numerusform>全书中 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Written %1 ways: a name has one, so some are wrong</source>
        <translation>写法有 %1 种：人名只有一种写法，其中必有写错的</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / 全书 %2</translation>
    </message>
    <message>
        <source>not in this chapter</source>
        <translation>本章没有</translation>
    </message>
    <message>
        <source>How often this text writes the name; in a book&apos;s chapter, of how often the book does</source>
        <translation>本文写到这个人名的次数；书中的一章还列出全书的次数</translation>
    </message>
</context>
<context>
    <name>duizhao::NamesView</name>
    <message>
        <source>Write %1 Everywhere</source>
        <translation>全部写作 %1</translation>
    </message>
    <message>
        <source>No other form</source>
        <translation>没有别的写法</translation>
    </message>
    <message>
        <source>No names found whose characters convert more than one way. A name is found where a surname is followed, again and again, by characters no word has.</source>
        <translation>没有找到可转换成多种写法的人名。姓氏后面反复跟着同样几个、又不成词的字，才算作人名。</translation>
    </message>
    <message>
        <source>Names this text or its book repeats. Right-click a name to write one form everywhere; the choice is kept in the book&apos;s glossary.</source>
        <translation>本文或全书反复出现的人名。右键单击人名，可将它处处写成同一种写法；所选写法记在本书的词表中。</translation>
    </message>
</context>
<context>
    <name>duizhao::OpenCommands</name>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>the sample</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>No Chapters</source>
        <translation>没有章节</translation>
    </message>
    <message>
        <source>%1 holds no text file to open as a book&apos;s chapters.</source>
        <translation>%1 里没有可作为章节打开的文本文件。</translation>
    </message>
    <message>
        <source>Convert again</source>
        <translation>重新转换</translation>
    </message>
    <message>
        <source>Converting again replaces your edits of the converted text. Go on?</source>
        <translation>重新转换会替换你对转换结果的修改。要继续吗？</translation>
    </message>
    <message>
        <source>Converting…</source>
        <translation>正在转换…</translation>
    </message>
    <message>
        <source>Converting again with the new rules, keeping your edits…</source>
        <translation>正在按新规则重新转换，保留你的修改…</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>正在比较 %1 与 %2…</translation>
    </message>
    <message>
        <source>Bad Bytes in the File</source>
        <translation>文件中有错误字节</translation>
    </message>
    <message>
        <source>Open it anyway, with each bad byte sequence replaced by U+FFFD (�)? The file itself stays as it is; Reopen with Encoding tries another encoding.</source>
        <translation>仍要打开吗？每处错误字节序列都会替换为 U+FFFD（�）。文件本身保持不变；“以指定编码重新打开”可尝试别的编码。</translation>
    </message>
    <message>
        <source>Open Anyway</source>
        <translation>仍然打开</translation>
    </message>
    <message>
        <source>Duizhao</source>
        <translation>对照</translation>
    </message>
    <message>
        <source>A Book Is Being Converted</source>
        <translation>正在转换一本书</translation>
    </message>
    <message>
        <source>Stop converting the book and quit? The files converted so far are kept.</source>
        <translation>停止转换这本书并退出吗？已转换的文件会保留。</translation>
    </message>
    <message>
        <source>Cannot Open the Book</source>
        <translation>无法打开这本书</translation>
    </message>
    <message>
        <source>%1 has no chapter to read.</source>
        <translation>%1 没有可读的章节。</translation>
    </message>
    <message>
        <source>Fix Likely Mistakes turned on, as the book was converted with it</source>
        <translation>“修正可能的错误”已打开，因为这本书转换时用了它</translation>
    </message>
    <message>
        <source>%1 is opened alone, converted.</source>
        <translation>已单独打开 %1，并作了转换。</translation>
    </message>
</context>
<context>
    <name>duizhao::OpenTextView</name>
    <message>
        <source>Line %1 is %2</source>
        <translation>第 %1 行是%2</translation>
    </message>
    <message>
        <source>an image&apos;s description (its alt attribute), not the chapter&apos;s text: an edit there changes the description</source>
        <translation>图片的说明（alt 属性），不是章节正文：在这里编辑会改动这段说明</translation>
    </message>
    <message>
        <source>a tooltip of the page (a title attribute), not the chapter&apos;s text: an edit there changes the tooltip</source>
        <translation>页面上的提示文字（title 属性），不是章节正文：在这里编辑会改动这段提示</translation>
    </message>
</context>
<context>
    <name>duizhao::OverviewStrip</name>
    <message>
        <source>Where the changes are; click to go there</source>
        <translation>改动所在位置；点击即可跳转</translation>
    </message>
</context>
<context>
    <name>duizhao::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Interface &amp;language:</source>
        <translation>界面语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Current (OpenCC %1, bundled with Duizhao)</source>
        <translation>最新（OpenCC %1，对照自带）</translation>
    </message>
    <message>
        <source>As installed on this system (OpenCC %1)</source>
        <translation>本系统安装的（OpenCC %1）</translation>
    </message>
    <message>
        <source>OpenCC &amp;dictionaries:</source>
        <translation>OpenCC 词典(&amp;D)：</translation>
    </message>
    <message>
        <source>A new language or dictionary choice is used from the next start of Duizhao.</source>
        <translation>新的语言或词典选择在对照下次启动时生效。</translation>
    </message>
    <message>
        <source>Restart Duizhao?</source>
        <translation>重新启动对照？</translation>
    </message>
    <message>
        <source>Duizhao uses the new preferences from its next start. Restart it now?</source>
        <translation>对照下次启动时使用新的偏好设置。现在重新启动吗？</translation>
    </message>
    <message>
        <source>OpenCC&apos;s dictionary TSCharactersExt converts rare Traditional characters to Simplified ones that many fonts do not have, shown as empty boxes. OpenCC&apos;s own tool leaves it out unless asked (--include-tofu-risk-dictionaries).</source>
        <translation>OpenCC 的词典 TSCharactersExt 把罕用的繁体字转换成许多字体没有的简体字，显示为空框。OpenCC 自己的工具默认不用它，除非指定 --include-tofu-risk-dictionaries。</translation>
    </message>
    <message>
        <source>Also characters that &amp;fonts may lack (㑮 → U+2B748)</source>
        <translation>也转换成字体可能缺少的字(&amp;F)（㑮 → U+2B748）</translation>
    </message>
    <message>
        <source>This data keeps no such dictionary apart: it converts those characters always.</source>
        <translation>这份数据没有把这部词典分开：它总是转换这些字。</translation>
    </message>
</context>
<context>
    <name>duizhao::RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
</context>
<context>
    <name>duizhao::ReviewActions</name>
    <message>
        <source>Mark as Not Reviewed</source>
        <translation>标为未校对</translation>
    </message>
    <message>
        <source>Add to the &amp;Glossary…</source>
        <translation>加入词表(&amp;G)…</translation>
    </message>
    <message>
        <source>Add to the glossary</source>
        <translation>加入词表</translation>
    </message>
    <message>
        <source>Rule (SOURCE=RESULT to replace, !WORD to keep as written):</source>
        <translation>规则（原词=结果 表示替换，!词 表示保留原词）：</translation>
    </message>
    <message>
        <source>Not a glossary rule</source>
        <translation>不是有效的词表规则</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>“%1”：%2</translation>
    </message>
    <message>
        <source>Cannot save the glossary</source>
        <translation>无法保存词表</translation>
    </message>
    <message>
        <source>Added %1 to %2</source>
        <translation>已把 %1 加入 %2</translation>
    </message>
    <message>
        <source>Keep the glossary in</source>
        <translation>词表保存位置</translation>
    </message>
    <message>
        <source>Choose a glossary</source>
        <translation>选择词表</translation>
    </message>
    <message>
        <source>Glossaries (*.txt);;All files (*)</source>
        <translation>词表 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Next Span to Review</source>
        <translation>下一处待校对(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Span to Review</source>
        <translation>上一处待校对(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Mark Reviewed and Go On</source>
        <translation>标为已校对并继续(&amp;M)</translation>
    </message>
    <message>
        <source>Corner-Bracket &amp;Quotes “” → 「」</source>
        <translation>直角引号 “” → 「」(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit Glossary…</source>
        <translation>编辑词表(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Choose Glossary…</source>
        <translation>选择词表(&amp;C)…</translation>
    </message>
    <message>
        <source>Walk the &amp;Riskiest First</source>
        <translation>风险最高的先校对(&amp;R)</translation>
    </message>
    <message>
        <source>Next Span to Review goes to the span most likely converted wrongly; unchecked, to the next in the text</source>
        <translation>“下一处待校对”前往最可能转换错的一处；不勾选时按文本顺序前往下一处</translation>
    </message>
    <message numerus="yes">
        <source>Pick for this and %n alike not yet reviewed</source>
        <translation>
            <numerusform>为这一处及 %n 处尚未校对的相同处选用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n alike as reviewed</source>
        <translation>
            <numerusform>将 %n 处相同处标为已校对</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fix Likely Mistakes</source>
        <translation>修正可能的错误(&amp;F)</translation>
    </message>
    <message>
        <source>Writes the likelier candidate where OpenCC&apos;s is more likely wrong than right, by the words around it or the names of the text; each fix is marked, and Edit → Undo takes them back</source>
        <translation>若按前后的词语或文中的人名，OpenCC 的选择错的可能大于对的可能，就写入更可能的候选；每处修正都会标出，“编辑 → 撤销”可以撤回。</translation>
    </message>
    <message>
        <source>Revert to OpenCC&apos;s %1</source>
        <translation>恢复为 OpenCC 的 %1</translation>
    </message>
    <message numerus="yes">
        <source>Revert All %n Fixes to OpenCC&apos;s %1</source>
        <translation>
            <numerusform>全部 %n 处修正恢复为 OpenCC 的 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot change the glossary: %1</source>
        <translation>无法修改词表：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 written %2 in %n place(s); the glossary %3 keeps it for the book</source>
        <translation>
            <numerusform>%1 已在 %n 处写作 %2；词表 %3 为全书记下这一写法</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 written %2 by the glossary %3; converting again</source>
        <translation>%1 由词表 %3 写作 %2；正在重新转换</translation>
    </message>
    <message>
        <source>%1 written %2 again; the glossary %3 keeps it</source>
        <translation>%1 又写作 %2；词表 %3 记下了这一写法</translation>
    </message>
    <message>
        <source>%1 as it was before; the glossary %2 no longer has %3</source>
        <translation>%1 恢复原样；词表 %2 不再有 %3</translation>
    </message>
    <message>
        <source>%1 is written %2 everywhere already; the glossary %3 keeps it for the book</source>
        <translation>%1 已处处写作 %2；词表 %3 为全书记下这一写法</translation>
    </message>
    <message>
        <source>&amp;Mark as Reviewed</source>
        <translation>标为已校对(&amp;M)</translation>
    </message>
</context>
<context>
    <name>duizhao::ReviewController</name>
    <message>
        <source>Reviewed.</source>
        <translation>已校对。</translation>
    </message>
    <message>
        <source>Not reviewed yet.</source>
        <translation>尚未校对。</translation>
    </message>
    <message>
        <source>Right-click to pick another; after Alt+Shift+Down, digit keys pick.</source>
        <translation>右键可改选其他字；按 Alt+Shift+Down 后可用数字键选择。</translation>
    </message>
    <message>
        <source>The changes are still being sorted for the review</source>
        <translation>仍在为校对归类改动</translation>
    </message>
    <message>
        <source>The changes were not sorted for the review: Review → Convert Again sorts them</source>
        <translation>这些改动未经校对归类：“校对 → 重新转换”可归类</translation>
    </message>
    <message>
        <source>Nothing here needs review</source>
        <translation>这里没有需要校对的内容</translation>
    </message>
    <message>
        <source>Nothing here to review with this filter</source>
        <translation>在此筛选下没有待校对的内容</translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2, %n span(s)</source>
        <translation>
            <numerusform>%1 → %2，%n 处</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) reviewed</source>
        <translation>
            <numerusform>已校对 %n 处</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picked</source>
        <translation>
            <numerusform>选用 %n 处</numerusform>
        </translation>
    </message>
    <message>
        <source>The review could not be kept: %1</source>
        <translation>无法保存校对进度：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed; Edit → Undo takes them back</source>
        <translation>
            <numerusform>修正了 OpenCC 的 %n 处可能错误；“编辑 → 撤销”可以撤回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>OpenCC&apos;s own candidate is back in %n place(s)</source>
        <translation>
            <numerusform>已在 %n 处恢复 OpenCC 自己的候选</numerusform>
        </translation>
    </message>
    <message>
        <source>The fixes are back: Fix Likely Mistakes is on again</source>
        <translation>修正已恢复：“修正可能的错误”再次打开</translation>
    </message>
    <message>
        <source>OpenCC&apos;s own candidates are back: Fix Likely Mistakes is off again</source>
        <translation>OpenCC 自己的候选字已恢复：“修正可能的错误”再次关闭</translation>
    </message>
    <message>
        <source>Fix Likely Mistakes fixes conversions from Simplified to Traditional only</source>
        <translation>“修正可能的错误”只修正从简体到繁体的转换</translation>
    </message>
    <message>
        <source>No likely mistakes of OpenCC found in this text</source>
        <translation>这段文本中没有找到 OpenCC 可能的错误</translation>
    </message>
    <message>
        <source>No likely mistakes of OpenCC left to fix: where one was found, your review stands</source>
        <translation>没有要修正的 OpenCC 可能错误：找到之处都以你的校对为准</translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed, as the text was left</source>
        <translation>
            <numerusform>已按上次离开时的样子修正 OpenCC 的 %n 处可能错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undone: %n span(s) as they were before</source>
        <translation>
            <numerusform>已撤销：%n 处恢复原样</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redone: %n span(s)</source>
        <translation>
            <numerusform>已重做：%n 处</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>The review of this text was restored: %1</source>
        <translation>已恢复此文本的校对：%1</translation>
    </message>
    <message numerus="yes">
        <source>The review of this text was restored: %1, and %n likely mistake(s) of OpenCC fixed, as they were</source>
        <translation>
            <numerusform>已恢复此文本的校对：%1，并照原样修正了 OpenCC 的 %n 处可能的错误</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys: %1, %2 reviewed</source>
        <translation>按键：%1，%2 标为已校对</translation>
    </message>
    <message>
        <source>The edits not saved when Duizhao was ended last time are back, unsaved (Edit → Undo takes them away)</source>
        <translation>上次对照被结束时未保存的编辑已经回来，仍未保存（“编辑 → 撤销”可以撤回它们）</translation>
    </message>
</context>
<context>
    <name>duizhao::ReviewPanel</name>
    <message>
        <source>No text is open.</source>
        <translation>没有打开的文本。</translation>
    </message>
    <message>
        <source>Marked in the text</source>
        <translation>文中标记</translation>
    </message>
    <message>
        <source>The spans the text marks, by colour. A character OpenCC kept but could have written otherwise (只, 里) is marked too, so these add up to more than the changes the status bar counts.</source>
        <translation>文中标记的片段，按颜色区分。OpenCC 保留原样、但本可写成别的字的字符（只、里）也会标记，所以这些数目加起来多于状态栏所计的改动。</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>待决定</translation>
    </message>
    <message>
        <source>Source → now</source>
        <translation>原字 → 现字</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>处数</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>已校对</translation>
    </message>
    <message>
        <source>Double-click a row to go to its next span not yet reviewed</source>
        <translation>双击一行，跳到其下一处尚未校对的位置</translation>
    </message>
    <message>
        <source>Glossary of this book</source>
        <translation>本书词表</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>No glossary. Rules you add are kept in a file beside the book, found again when it is opened.</source>
        <translation>没有词表。你添加的规则会保存在书旁边的文件中，再次打开这本书时会自动找到。</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n rule(s)</source>
        <translation>
            <numerusform>%1 — %n 条规则</numerusform>
        </translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>How likely it is that the conversion is wrong here, from 0 to 1: the highest of the row&apos;s spans</source>
        <translation>这里转换出错的可能性，从 0 到 1：取该行各处中最高的</translation>
    </message>
    <message>
        <source>Nothing in this conversion needs a decision.</source>
        <translation>这次转换中没有需要决定的地方。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 of %2&lt;/b&gt; decisions reviewed (ambiguous characters and replaced words that may be wrong).</source>
        <translation>&lt;b&gt;%2 个决定中已校对 %1 个&lt;/b&gt;（可能转换错的多候选字和替换的词）。</translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed here: the risk is that OpenCC&apos;s choice was wrong</source>
        <translation>
            <numerusform>此处修正了 OpenCC 的 %n 处可能错误：风险指 OpenCC 原来的选择有误的可能</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n risky span(s)</source>
        <translation>
            <numerusform>%n 处有风险</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ambiguous character(s) at low risk, no decision.</source>
        <translation>
            <numerusform>%n 个多候选字风险低，无需决定。</numerusform>
        </translation>
    </message>
    <message>
        <source>Sorting the changes for the review…</source>
        <translation>正在为校对归类改动……</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 fixed of the %2 found; the others are OpenCC&apos;s again or as you picked</source>
        <translation>找到 %2 处，已修正 %1 处；其余恢复为 OpenCC 的或你选的</translation>
    </message>
    <message>
        <source>Quotes “” → 「」</source>
        <translation>引号 “” → 「」</translation>
    </message>
    <message>
        <source>Corner-bracket quotes: “” and ‘’ become 「」 and 『』 in this book&apos;s conversions to Traditional</source>
        <translation>直角引号：这本书转换为繁体时，“” 和 ‘’ 写成 「」 和 『』</translation>
    </message>
    <message numerus="yes">
        <source>%n risky span(s), every one reviewed</source>
        <translation>
            <numerusform>%n 处有风险，均已校对</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n risky span(s), %1 of them reviewed</source>
        <translation>
            <numerusform>%n 处有风险，其中 %1 处已校对</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::SaveCommands</name>
    <message>
        <source>Save as &amp;UTF-8</source>
        <translation>另存为 UTF-8(&amp;U)</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Saved %1 (%2)</source>
        <translation>已保存 %1（%2）</translation>
    </message>
    <message>
        <source>Unsaved edits</source>
        <translation>修改未保存</translation>
    </message>
    <message numerus="yes">
        <source>It was read with %n bad byte sequence(s) replaced by U+FFFD (�); the bytes they stood for would be lost.</source>
        <translation>
            <numerusform>读入时有 %n 处错误字节序列被替换为 U+FFFD（�）；它们原来的字节将会丢失。</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed on Disk</source>
        <translation>磁盘上已更改</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was read or saved here (saved from the other pane, or by another program). Replace it with this text, losing those changes?</source>
        <translation>%1 在此处读取或保存之后已在磁盘上被更改（从另一栏保存，或被其他程序更改）。用此文本替换它并丢失那些更改吗？</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>保存%1</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>%1 is the file of %2. Replace it with %3?</source>
        <translation>%1 是%2的文件。要用%3替换它吗？</translation>
    </message>
    <message>
        <source>Replace the Other File?</source>
        <translation>替换另一边的文件？</translation>
    </message>
    <message>
        <source>Edits of %1 are not saved. Save them?</source>
        <translation>%1的编辑尚未保存。要保存吗？</translation>
    </message>
    <message>
        <source>Save the Converted Book</source>
        <translation>保存转换后的书</translation>
    </message>
    <message>
        <source>EPUB books (*.epub)</source>
        <translation>EPUB 书籍 (*.epub)</translation>
    </message>
    <message>
        <source>Replace the Original Book?</source>
        <translation>替换原书？</translation>
    </message>
    <message>
        <source>%1 is the book converted. Replace it with its conversion?</source>
        <translation>%1 是被转换的原书。用转换结果替换它吗？</translation>
    </message>
    <message>
        <source>Saving the book %1…</source>
        <translation>正在保存书籍 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Edits of the book %1 are not saved. Save the converted book?</source>
        <translation>书籍 %1 的修改尚未保存。保存转换后的书吗？</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) that do not read copied unconverted.</source>
        <translation>
            <numerusform>%n 个无法读取的文档按原样复制，未转换。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Chapters That Do Not Read</source>
        <translation>无法读取的章节</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) of the book cannot be read, so they cannot be converted:</source>
        <translation>
            <numerusform>书中有 %n 个文档无法读取，因此无法转换：</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the book, copying what cannot be read unconverted, as it is? Mended in an EPUB editor, a document converts here too.</source>
        <translation>保存这本书，并将无法读取的文档按原样复制、不转换吗？在 EPUB 编辑器中修好后，它在这里也能转换。</translation>
    </message>
    <message>
        <source>Save &amp;Unconverted</source>
        <translation>保存，不转换这些文档(&amp;U)</translation>
    </message>
    <message>
        <source>Save as &amp;GB18030</source>
        <translation>另存为 GB18030(&amp;G)</translation>
    </message>
    <message>
        <source>Replace the File?</source>
        <translation>替换文件？</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 已存在。要替换它吗？</translation>
    </message>
    <message>
        <source>Saved the book %1, converted.</source>
        <translation>已保存整本书 %1，已转换。</translation>
    </message>
    <message numerus="yes">
        <source>Saved the book %1: %n chapter(s) as they read here, the others as converted.</source>
        <translation>
            <numerusform>已保存整本书 %1：%n 章按这里显示的样子保存，其余按转换结果保存。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::SaveFormatChoice</name>
    <message>
        <source>Save E&amp;ncoding</source>
        <translation>保存编码(&amp;N)</translation>
    </message>
    <message>
        <source>As read</source>
        <translation>与读入时相同</translation>
    </message>
    <message>
        <source>Save &amp;Line Endings</source>
        <translation>保存换行符(&amp;L)</translation>
    </message>
    <message>
        <source>%1 with BOM</source>
        <translation>%1 带 BOM</translation>
    </message>
</context>
<context>
    <name>duizhao::SideBySideView</name>
    <message>
        <source>&amp;Word Wrap</source>
        <translation>自动换行(&amp;W)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Font…</source>
        <translation>字体(&amp;F)…</translation>
    </message>
    <message>
        <source>Font of both panes</source>
        <translation>两个窗格的字体</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>duizhao::StatusMessages</name>
    <message>
        <source>Showing the beginning; converting the rest…</source>
        <translation>正在显示开头部分；其余部分转换中…</translation>
    </message>
    <message>
        <source>Every change is shown; sorting them for the review (editing waits for it)…</source>
        <translation>所有改动已显示；正在为校对分类（分类完成后才能编辑）…</translation>
    </message>
    <message numerus="yes">
        <source>%n review(s) kept.</source>
        <translation>
            <numerusform>保留了 %n 处校对。</numerusform>
        </translation>
    </message>
    <message>
        <source>Converted again with the new rules; %1</source>
        <translation>已按新规则重新转换；%1</translation>
    </message>
    <message>
        <source>Converted again with the new rules: %1 %2 %3</source>
        <translation>已按新规则重新转换：%1%2%3</translation>
    </message>
    <message numerus="yes">
        <source>%n of your edits kept,</source>
        <translation>
            <numerusform>保留了你的 %n 处修改，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gave way to the rules;</source>
        <translation>
            <numerusform>%n 处让位于规则；</numerusform>
        </translation>
    </message>
    <message>
        <source>Explaining cancelled: the changes are shown without their categories. Review → Convert Again explains them.</source>
        <translation>已取消解释：改动已全部显示，但未分类。“校对 → 重新转换”可为其分类。</translation>
    </message>
    <message>
        <source>Conversion cancelled: only the beginning is shown. Choose a conversion to convert the whole text.</source>
        <translation>转换已取消：只显示了开头部分。选择一种转换方式即可转换全文。</translation>
    </message>
    <message>
        <source>Conversion cancelled</source>
        <translation>转换已取消</translation>
    </message>
    <message numerus="yes">
        <source>Back to this chapter with your %n edit(s).</source>
        <translation>
            <numerusform>回到本章，你的 %n 处编辑都在。</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to this chapter with your edits: %1 %2</source>
        <translation>回到本章，你的编辑：%1%2</translation>
    </message>
    <message numerus="yes">
        <source>%n kept,</source>
        <translation>
            <numerusform>%n 处保留，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gave way to the rules changed since.</source>
        <translation>
            <numerusform>%n 处让位给此后更改的规则。</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to this chapter as you left it.</source>
        <translation>回到本章，一切如你离开时。</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Duizhao</source>
        <translation>对照</translation>
    </message>
</context>
</TS>
