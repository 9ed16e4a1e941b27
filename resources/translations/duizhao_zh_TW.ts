<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Book</name>
    <message>
        <source>an EPUB is a book of its own: open it alone</source>
        <translation>EPUB 是一本獨立的書：請單獨開啟</translation>
    </message>
</context>
<context>
    <name>BookConversion</name>
    <message>
        <source>the output file exists and was kept</source>
        <translation>輸出檔案已存在，予以保留</translation>
    </message>
    <message>
        <source>cancelled before it was written</source>
        <translation>寫入前已取消</translation>
    </message>
    <message>
        <source>it would overwrite the input file %1</source>
        <translation>它會覆寫輸入檔案 %1</translation>
    </message>
    <message>
        <source>the folder cannot be read (permission denied)</source>
        <translation>無法讀取該資料夾（權限不足）</translation>
    </message>
    <message>
        <source>its path is longer than the system allows (%1 bytes)</source>
        <translation>其路徑超過系統允許的長度（%1 位元組）</translation>
    </message>
    <message>
        <source>a hidden folder (its name starts with a dot)</source>
        <translation>隱藏資料夾（名稱以點開頭）</translation>
    </message>
    <message>
        <source>a link to a folder, not followed</source>
        <translation>指向資料夾的連結，不跟隨</translation>
    </message>
    <message>
        <source>a hidden file (its name starts with a dot)</source>
        <translation>隱藏檔案（名稱以點開頭）</translation>
    </message>
    <message>
        <source>its name is not valid UTF-8, which Duizhao cannot open; rename it</source>
        <translation>其名稱不是有效的 UTF-8，對照無法開啟；請重新命名</translation>
    </message>
    <message>
        <source>its output %1 would be outside the output folder</source>
        <translation>其輸出 %1 會落在輸出資料夾之外</translation>
    </message>
    <message>
        <source>it would be written through the link %1 to %2, outside the output folder</source>
        <translation>它會經由連結 %1 寫到輸出資料夾之外的 %2</translation>
    </message>
    <message>
        <source>%1; nothing was written</source>
        <translation>%1；未寫入任何內容</translation>
    </message>
    <message>
        <source>The folders chosen hold no .txt or .epub file.</source>
        <translation>所選資料夾中沒有 .txt 或 .epub 檔案。</translation>
    </message>
    <message>
        <source>it is a link to %1, outside the folder %2, and a book&apos;s links out of it are not followed (name the file itself to convert it)</source>
        <translation>它是指向資料夾 %2 之外的 %1 的連結，書中指向書外的連結不會被跟隨（要轉換它，請直接指定該檔案）</translation>
    </message>
    <message>
        <source>its output %1 is also the output of %2</source>
        <translation>它的輸出 %1 也是 %2 的輸出</translation>
    </message>
    <message>
        <source>cancelled before it was written; the file there is still the earlier one</source>
        <translation>寫入前已取消；那裡的檔案仍是先前的</translation>
    </message>
    <message>
        <source>its output %1 is the input file %2 by another name: it would overwrite it</source>
        <translation>它的輸出 %1 就是換了名稱的輸入檔案 %2：會覆寫它</translation>
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
        <translation>未知選項 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; the window opens one file, or two editions to compare</source>
        <translation>未知命令 &apos;%1&apos;；視窗可開啟一個檔案，或比較兩個版本</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>無法寫入標準輸出：%1</translation>
    </message>
    <message>
        <source>no space left on the device</source>
        <translation>裝置上沒有剩餘空間</translation>
    </message>
    <message>
        <source>OpenCC data: %1
</source>
        <translation>OpenCC 資料：%1
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
        <translation>用法：duizhao [檔案 | 第一個 第二個 | 資料夾...]
      duizhao &lt;命令&gt; [選項] [引數]

不帶命令時，在視窗中開啟檔案（或範例章節）：原文與轉換結果並排顯示，每個改動的字都醒目標示。給出兩個檔案時，在視窗中比較同一文字的兩個版本。只給一個資料夾時，把它當作一本書的各章開啟；給出多個資料夾、資料夾加檔案，或兩個以上檔案時，開啟「轉換整本書」。

命令：
  convert   在簡體中文與繁體中文之間轉換檔案或資料夾
  diff      顯示檔案與其轉換結果（或另一個檔案）的不同之處
  review    列出轉換中需要人工檢視的片段
  detect    說明檔案的編碼、換行符和字形，並建議轉換設定

執行 &apos;duizhao &lt;命令&gt; --help&apos; 檢視命令的選項。

選項：
  -h, --help     顯示此說明。
  -v, --version  顯示 Duizhao、Qt 和 OpenCC 的版本。

結束碼：0 成功，1 有檔案無法讀取、轉換或寫入，2 用法錯誤，130 被中斷（Ctrl+C），143 被終止（SIGTERM）。
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a command nor a file; the commands are convert, diff, review and detect</source>
        <translation>「%1」既不是命令也不是檔案；命令有 convert、diff、review 和 detect</translation>
    </message>
    <message>
        <source>there is no display to open the window on (DISPLAY is not set); the command line converts without one</source>
        <translation>沒有可以開啟視窗的顯示器（未設定 DISPLAY）；命令列無需顯示器即可轉換</translation>
    </message>
</context>
<context>
    <name>CommandSupport</name>
    <message>
        <source>&apos;-&apos; would be standard input, which is not read: name a file</source>
        <translation>「-」會是標準輸入，而這裡不讀取標準輸入：請指定一個檔案</translation>
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
        <translation>按巢狀層次把引號 “” 和 ‘’ 換成直角引號 「」 和 『』，用於轉成繁體的轉換；轉成簡體時保留原來的引號。</translation>
    </message>
    <message>
        <source>Try &apos;%1&apos; for more information.</source>
        <translation>執行 &apos;%1&apos; 瞭解更多資訊。</translation>
    </message>
    <message>
        <source>unknown encoding &apos;%1&apos; for --%2; known: %3</source>
        <translation>--%2 的編碼 &apos;%1&apos; 未知；可用：%3</translation>
    </message>
    <message>
        <source>duizhao: warning: %1</source>
        <translation>duizhao：警告：%1</translation>
    </message>
    <message>
        <source>Convert with OpenCC&apos;s current dictionaries that Duizhao carries (bundled, the default) or with those installed on this system (system).</source>
        <translation>以 Duizhao 內附的 OpenCC 最新詞典（bundled，預設）或本系統安裝的詞典（system）轉換。</translation>
    </message>
    <message>
        <source>data</source>
        <translation>data</translation>
    </message>
    <message>
        <source>Look for OpenCC configs in &lt;dir&gt; instead (default: $DUIZHAO_OPENCC_DIR, else the data of --opencc-data).</source>
        <translation>改為在 &lt;dir&gt; 中尋找 OpenCC 設定（預設：$DUIZHAO_OPENCC_DIR，否則為 --opencc-data 所選的資料）。</translation>
    </message>
    <message>
        <source>--opencc-data takes bundled or system</source>
        <translation>--opencc-data 只接受 bundled 或 system</translation>
    </message>
    <message>
        <source>Fix OpenCC&apos;s likely mistakes in conversions from Simplified to Traditional: where the words of the sentence or the text&apos;s names make another candidate likelier, write it. Without it the conversion is OpenCC&apos;s own.</source>
        <translation>修正 OpenCC 在簡體轉繁體時可能的錯誤：句中的詞語或文中的人名使另一個候選更可能時，寫入該候選。不加此選項，轉換結果與 OpenCC 完全相同。</translation>
    </message>
    <message>
        <source>--fix-likely fixes nothing: the word list %1 cannot be read</source>
        <translation>--fix-likely 不會修正任何內容：無法讀取詞表 %1</translation>
    </message>
    <message>
        <source>--fix-likely fixes conversions from Simplified to Traditional only, not %1</source>
        <translation>--fix-likely 只修正簡體轉繁體的轉換，不適用於 %1</translation>
    </message>
    <message>
        <source>Convert with the dictionaries that may output characters fonts lack too (OpenCC&apos;s TSCharactersExt: 㑮 → 𫝈), as OpenCC&apos;s own tool does with this option; they are left out by default.</source>
        <translation>也用可能輸出字型缺少之字的詞典轉換（OpenCC 的 TSCharactersExt：㑮 → 𫝈），與 OpenCC 自己的工具加上此選項時相同；預設不用這些詞典。</translation>
    </message>
    <message>
        <source>glossary %1</source>
        <translation>詞表 %1</translation>
    </message>
    <message>
        <source>Apply the rules of the glossary &lt;file&gt; before OpenCC: SOURCE=RESULT replaces, !WORD keeps a word as written; a line that begins with # is a comment, and a note follows a rule after a space and # (SOURCE=RESULT # note).</source>
        <translation>在 OpenCC 之前套用詞表 &lt;file&gt; 中的規則：SOURCE=RESULT 取代，!WORD 保留詞語原樣；以 # 開頭的行是註解，規則後面的註解以空格加 # 開頭（SOURCE=RESULT # 註解）。</translation>
    </message>
</context>
<context>
    <name>ConfigCatalog</name>
    <message>
        <source>Simplified → Traditional (OpenCC standard)</source>
        <translation>簡體 → 繁體（OpenCC 標準）</translation>
    </message>
    <message>
        <source>Traditional → Simplified</source>
        <translation>繁體 → 簡體</translation>
    </message>
    <message>
        <source>Simplified → Traditional (Taiwan)</source>
        <translation>簡體 → 繁體（臺灣）</translation>
    </message>
    <message>
        <source>Simplified → Traditional (Taiwan, with phrases)</source>
        <translation>簡體 → 繁體（臺灣，含詞彙）</translation>
    </message>
    <message>
        <source>Simplified → Traditional (Hong Kong)</source>
        <translation>簡體 → 繁體（香港）</translation>
    </message>
    <message>
        <source>Traditional (Taiwan) → Simplified</source>
        <translation>繁體（臺灣）→ 簡體</translation>
    </message>
    <message>
        <source>Traditional (Taiwan) → Simplified (with mainland phrases)</source>
        <translation>繁體（臺灣）→ 簡體（含大陸詞彙）</translation>
    </message>
    <message>
        <source>Traditional (Hong Kong) → Simplified</source>
        <translation>繁體（香港）→ 簡體</translation>
    </message>
    <message>
        <source>Traditional → Traditional (Taiwan)</source>
        <translation>繁體 → 繁體（臺灣）</translation>
    </message>
    <message>
        <source>Traditional (Taiwan) → Traditional (OpenCC)</source>
        <translation>繁體（臺灣）→ 繁體（OpenCC）</translation>
    </message>
    <message>
        <source>Traditional → Traditional (Hong Kong)</source>
        <translation>繁體 → 繁體（香港）</translation>
    </message>
    <message>
        <source>Traditional (Hong Kong) → Traditional (OpenCC)</source>
        <translation>繁體（香港）→ 繁體（OpenCC）</translation>
    </message>
    <message>
        <source>Traditional (Kyūjitai) → Japanese (Shinjitai)</source>
        <translation>繁體（舊字體）→ 日文（新字體）</translation>
    </message>
    <message>
        <source>Japanese (Shinjitai) → Traditional (Kyūjitai)</source>
        <translation>日文（新字體）→ 繁體（舊字體）</translation>
    </message>
    <message>
        <source>Simplified → Traditional (Hong Kong, with phrases)</source>
        <translation>簡體 → 繁體（香港，含詞彙）</translation>
    </message>
    <message>
        <source>Traditional (Hong Kong) → Simplified (with mainland phrases)</source>
        <translation>繁體（香港）→ 簡體（含大陸詞彙）</translation>
    </message>
    <message>
        <source>bundled %1 (%2)</source>
        <translation>內附 %1（%2）</translation>
    </message>
    <message>
        <source>system %1 (%2)</source>
        <translation>系統 %1（%2）</translation>
    </message>
    <message>
        <source>, with the dictionaries that may output tofu</source>
        <translation>，含可能輸出字型缺字的詞典</translation>
    </message>
</context>
<context>
    <name>ConversionJobs</name>
    <message>
        <source>%1 has %L2 lines, and the window shows texts of up to %L3 lines (a 10 MB novel has about 100,000); convert it with File → Convert a Book, or with duizhao convert</source>
        <translation>%1 有 %L2 行，而視窗最多顯示 %L3 行的文字（一部 10 MB 的小說約 100,000 行）；請用「檔案 → 轉換整本書」或 duizhao convert 轉換它</translation>
    </message>
</context>
<context>
    <name>ConvertCommand</name>
    <message>
        <source>--to-encoding chooses the encoding written, --replace-unrepresentable writes ? for what does not fit</source>
        <translation>--to-encoding 選擇寫出的編碼，--replace-unrepresentable 把容納不下的字元寫成 ?</translation>
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
        <translation>用轉換結果替換每個輸入檔案。</translation>
    </message>
    <message>
        <source>Read inputs in &lt;encoding&gt; instead of detecting it.</source>
        <translation>按 &lt;encoding&gt; 讀取輸入，而不自動檢測。</translation>
    </message>
    <message>
        <source>encoding</source>
        <translation>encoding</translation>
    </message>
    <message>
        <source>Write in &lt;encoding&gt; (default: as read): %1, or another the system knows (shift_jis).</source>
        <translation>以 &lt;encoding&gt; 寫出（預設：與讀入時相同）：%1，或系統認得的其他編碼（shift_jis）。</translation>
    </message>
    <message>
        <source>Write lf, crlf or cr line endings (default: as read).</source>
        <translation>以 lf、crlf 或 cr 換行符寫出（預設：與讀入時相同）。</translation>
    </message>
    <message>
        <source>style</source>
        <translation>style</translation>
    </message>
    <message>
        <source>Write characters the output encoding lacks as &apos;?&apos; instead of failing.</source>
        <translation>輸出編碼無法表示的字寫成 &apos;?&apos;，而不報錯。</translation>
    </message>
    <message>
        <source>paths</source>
        <translation>paths</translation>
    </message>
    <message>
        <source>Files or folders to convert.</source>
        <translation>要轉換的檔案或資料夾。</translation>
    </message>
    <message>
        <source>convert needs a config: -c s2t, for instance</source>
        <translation>convert 需要一個設定，例如 -c s2t</translation>
    </message>
    <message>
        <source>convert needs at least one file or folder</source>
        <translation>convert 至少需要一個檔案或資料夾</translation>
    </message>
    <message>
        <source>-o, --output-dir and --in-place exclude each other</source>
        <translation>-o、--output-dir 和 --in-place 不能同時使用</translation>
    </message>
    <message>
        <source>-o takes one input file; use --output-dir</source>
        <translation>-o 只接受一個輸入檔案；請使用 --output-dir</translation>
    </message>
    <message>
        <source>a folder&apos;s files need --output-dir or --in-place</source>
        <translation>資料夾中的檔案需要 --output-dir 或 --in-place</translation>
    </message>
    <message>
        <source>%1: cannot write it: no folder %2</source>
        <translation>%1：無法寫入：沒有資料夾 %2</translation>
    </message>
    <message>
        <source>several inputs need --output-dir or --in-place</source>
        <translation>多個輸入需要 --output-dir 或 --in-place</translation>
    </message>
    <message>
        <source>--line-endings takes lf, crlf or cr</source>
        <translation>--line-endings 只接受 lf、crlf 或 cr</translation>
    </message>
    <message>
        <source>Converting: %1 of %2 files, %3</source>
        <translation>正在轉換：第 %1 個，共 %2 個檔案，%3</translation>
    </message>
    <message>
        <source>interrupted; nothing was written</source>
        <translation>已中斷；未寫入任何內容</translation>
    </message>
    <message>
        <source>interrupted before any file was written; nothing was changed</source>
        <translation>在寫入任何檔案之前已中斷；沒有任何改動</translation>
    </message>
    <message>
        <source>%1: not converted, as %2</source>
        <translation>%1：未轉換，因為%2</translation>
    </message>
    <message>
        <source> (--in-place replaces a file with its conversion)</source>
        <translation>（--in-place 會以轉換結果取代檔案）</translation>
    </message>
    <message>
        <source>nothing was written</source>
        <translation>未寫入任何內容</translation>
    </message>
    <message>
        <source>-o needs a file name (&apos;-&apos; for standard output)</source>
        <translation>-o 需要檔名（&apos;-&apos; 表示標準輸出）</translation>
    </message>
    <message>
        <source>-o names a file, and %1 names a folder; use --output-dir for a folder</source>
        <translation>-o 指定的是檔案，而 %1 指的是資料夾；資料夾請用 --output-dir</translation>
    </message>
    <message>
        <source>--output-dir needs a folder</source>
        <translation>--output-dir 需要一個資料夾</translation>
    </message>
    <message>
        <source>--output-dir %1 is a file, not a folder</source>
        <translation>--output-dir %1 是一個檔案，不是資料夾</translation>
    </message>
    <message>
        <source>%1: not converted: %2</source>
        <translation>%1：未轉換：%2</translation>
    </message>
    <message>
        <source>%1: no likely mistakes of OpenCC found</source>
        <translation>%1：沒有找到 OpenCC 可能的錯誤</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n likely mistake(s) of OpenCC fixed</source>
        <translation>
            <numerusform>%1：修正了 OpenCC 的 %n 處可能錯誤</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: written to %2 (%n document(s) changed)</source>
        <translation>
            <numerusform>%1：已寫入 %2（改動了 %n 個文件）</numerusform>
        </translation>
    </message>
    <message>
        <source>EPUB books are converted on their own: convert the text files in another run</source>
        <translation>EPUB 書要單獨轉換：文字檔請另行轉換</translation>
    </message>
    <message>
        <source>-o %1: a text file is converted into a text file; an EPUB book is made only of an EPUB book</source>
        <translation>-o %1：文字檔只會轉換成文字檔；EPUB 書只能由 EPUB 書轉換而來</translation>
    </message>
    <message>
        <source>An EPUB book is converted whole, to NAME.zh-Hant.epub beside it (zh-Hans for a conversion to Simplified) unless -o, --output-dir or --in-place say otherwise.</source>
        <translation>EPUB 書整本轉換，寫到它旁邊的 NAME.zh-Hant.epub（轉為簡體時是 zh-Hans），除非 -o、--output-dir 或 --in-place 另有指定。</translation>
    </message>
    <message>
        <source>Convert text files between Simplified and Traditional Chinese with OpenCC.
Folders are searched for .txt and .epub files. One file without -o is written to standard output; several need --output-dir or --in-place. An input file is never overwritten without --in-place.</source>
        <translation>用 OpenCC 在簡體與繁體中文之間轉換文字檔。
在資料夾中尋找 .txt 與 .epub 檔案。單一檔案不帶 -o 時寫到標準輸出；多個檔案需要 --output-dir 或 --in-place。不帶 --in-place 時絕不覆寫輸入檔案。</translation>
    </message>
    <message>
        <source>no .txt or .epub file in %1</source>
        <translation>%1 中沒有 .txt 或 .epub 檔案</translation>
    </message>
    <message>
        <source>an EPUB book is not written to a terminal; redirect standard output to a file</source>
        <translation>EPUB 書不會寫到終端機上；請把標準輸出重新導向到檔案</translation>
    </message>
    <message>
        <source>-o %1: an EPUB book is converted into an EPUB book; name the output .epub</source>
        <translation>-o %1：EPUB 書會轉換成 EPUB 書；請把輸出檔案命名為 .epub</translation>
    </message>
    <message>
        <source>%1 exists already; --force replaces it</source>
        <translation>%1 已經存在；用 --force 可取代它</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform>，另有 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>interrupted: %1 of %2 files were written completely (%3), the others not at all; no file was left half-written</source>
        <translation>已中斷：%2 個檔案中有 %1 個已完整寫入（%3），其餘完全未寫入；沒有留下寫了一半的檔案</translation>
    </message>
    <message>
        <source>standard output</source>
        <translation>標準輸出</translation>
    </message>
    <message>
        <source>%1 reads as %2 already, the script %3 converts to; it was converted anyway (%4 converts it to %5)</source>
        <translation>%1 已經是%2，正是 %3 要轉換成的字體；仍然照樣轉換了（%4 把它轉換成%5）</translation>
    </message>
    <message>
        <source>OpenCC config, required: s2t, t2s, s2tw, s2twp, s2hk, tw2s, tw2sp, hk2s, t2tw, tw2t, t2hk, hk2t, t2jp, jp2t, and with the bundled data s2hkp and hk2sp; or a path to a JSON config.</source>
        <translation>OpenCC 設定，必須給出：s2t、t2s、s2tw、s2twp、s2hk、tw2s、tw2sp、hk2s、t2tw、tw2t、t2hk、hk2t、t2jp、jp2t，使用內附資料時還有 s2hkp 和 hk2sp；或 JSON 設定檔案的路徑。</translation>
    </message>
    <message>
        <source>-c CONFIG FILE|DIR...</source>
        <translation>-c CONFIG FILE|DIR...</translation>
    </message>
    <message>
        <source>Write the converted text to &lt;file&gt; (&apos;-&apos; for standard output), replacing it if it exists.</source>
        <translation>把轉換結果寫入 &lt;file&gt;（&apos;-&apos; 表示標準輸出），已存在則取代。</translation>
    </message>
    <message>
        <source>Write converted files into &lt;dir&gt;, keeping their names; files of those names there are replaced.</source>
        <translation>把轉換後的檔案寫入 &lt;dir&gt;，保留檔名；那裡的同名檔案會被取代。</translation>
    </message>
    <message>
        <source>Replace an EPUB&apos;s conversion beside it (NAME.zh-Hant.epub) if it exists already (what -o and --output-dir name is replaced without it).</source>
        <translation>如果 EPUB 旁邊的轉換結果（NAME.zh-Hant.epub）已經存在，就取代它（-o 和 --output-dir 指定的檔案不需此選項也會被取代）。</translation>
    </message>
</context>
<context>
    <name>Converter</name>
    <message>
        <source>OpenCC config %1 (%2): %3</source>
        <translation>OpenCC 設定 %1（%2）：%3</translation>
    </message>
    <message>
        <source>not found, and %1 holds no config</source>
        <translation>未找到，且 %1 中沒有設定</translation>
    </message>
    <message>
        <source>not found; available: %1</source>
        <translation>未找到；可用：%1</translation>
    </message>
    <message>
        <source>OpenCC could not load it</source>
        <translation>OpenCC 無法載入它</translation>
    </message>
    <message>
        <source>OpenCC could not convert the text: %1</source>
        <translation>OpenCC 無法轉換該文字：%1</translation>
    </message>
    <message>
        <source>its dictionary %1 is missing or damaged (%2)</source>
        <translation>其詞典 %1 遺失或已損壞（%2）</translation>
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
        <translation>要檢查的檔案。</translation>
    </message>
    <message>
        <source>FILE...</source>
        <translation>FILE...</translation>
    </message>
    <message>
        <source>detect needs at least one file</source>
        <translation>detect 至少需要一個檔案</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <source>no</source>
        <translation>無</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message numerus="yes">
        <source>%1 (a guess from %n Han character(s))</source>
        <translation>
            <numerusform>%1（僅據 %n 個漢字推測）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in the first %2 characters</source>
        <translation>%1（前 %2 個字元中）</translation>
    </message>
    <message>
        <source>  script: %1
  han characters: %2
  s2t would change: %3
  t2s would change: %4
  suggested config: %5
</source>
        <translation>  字形：%1
  漢字數：%2
  s2t 會改動：%3
  t2s 會改動：%4
  建議設定：%5
</translation>
    </message>
    <message>
        <source>Tell each file&apos;s encoding, byte-order mark, line endings and script (Simplified, Traditional or mixed), and suggest an OpenCC config; of an EPUB book, its chapters and their script.</source>
        <translation>說明每個檔案的編碼、位元組順序標記、換行符和字形（簡體、繁體或混合），並建議一個 OpenCC 設定；EPUB 書則說明其章節數與字形。</translation>
    </message>
    <message>
        <source>none (no line break)</source>
        <translation>無（沒有換行）</translation>
    </message>
    <message>
        <source>  encoding: %1
  bom: %2
  line endings: %3
</source>
        <translation>  編碼：%1
  BOM：%2
  換行符：%3
</translation>
    </message>
    <message>
        <source>%1 (left out of what is told)</source>
        <translation>%1（不計入以下結果）</translation>
    </message>
    <message numerus="yes">
        <source>  book: EPUB, %n chapter(s)</source>
        <translation>
            <numerusform>  書：EPUB，%n 章</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of which do(es) not read</source>
        <translation>
            <numerusform>，其中 %n 章無法讀取</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>Show where two texts differ, character by character.
With one file and -c, the file is compared with its conversion; with two files, the files are compared with each other.</source>
        <translation>逐字顯示兩段文字的不同之處。
給出一個檔案和 -c 時，比較該檔案與其轉換結果；給出兩個檔案時，比較這兩個檔案。</translation>
    </message>
    <message>
        <source>Compare FILE with its conversion by this OpenCC config.</source>
        <translation>比較 FILE 與按此 OpenCC 設定轉換的結果。</translation>
    </message>
    <message>
        <source>config</source>
        <translation>config</translation>
    </message>
    <message>
        <source>Read the files in &lt;encoding&gt; instead of detecting it.</source>
        <translation>按 &lt;encoding&gt; 讀取檔案，而不自動檢測。</translation>
    </message>
    <message>
        <source>encoding</source>
        <translation>encoding</translation>
    </message>
    <message>
        <source>With two files: convert A with this OpenCC config before comparing, so that what remains is where B disagrees with a proper conversion of A (offsets still refer to the files as they are).</source>
        <translation>兩個檔案時：比較前先用此 OpenCC 設定轉換 A，剩下的就是 B 與 A 的正確轉換不一致之處（偏移量仍指原檔案）。</translation>
    </message>
    <message>
        <source>With --normalize, convert B too.</source>
        <translation>配合 --normalize，也轉換 B。</translation>
    </message>
    <message>
        <source>Ignore lines of nothing but whitespace.</source>
        <translation>忽略只含空白的行。</translation>
    </message>
    <message>
        <source>Ignore spaces, tabs, full-width spaces and line breaks (a paragraph split or merged is no difference).</source>
        <translation>忽略空格、製表符、全形空格和換行（段落拆分或合併不算差異）。</translation>
    </message>
    <message>
        <source>Ignore punctuation differences.</source>
        <translation>忽略標點差異。</translation>
    </message>
    <message>
        <source>Merge changes separated by an equal run shorter than they are.</source>
        <translation>合併被短於自身的相同片段隔開的改動。</translation>
    </message>
    <message>
        <source>Print one JSON object with every change (offsets and lengths in code points).</source>
        <translation>輸出一個包含所有改動的 JSON 物件（偏移和長度以碼位計）。</translation>
    </message>
    <message>
        <source>Print only the statistics, one &apos;name: value&apos; a line.</source>
        <translation>只輸出統計，每行一個 &apos;name: value&apos;。</translation>
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
        <translation>diff 只給一個檔案時需要設定：-c s2t</translation>
    </message>
    <message>
        <source>diff takes -c with one file, not with two</source>
        <translation>diff 只在一個檔案時接受 -c，兩個檔案時不行</translation>
    </message>
    <message>
        <source>diff takes one or two files</source>
        <translation>diff 接受一個或兩個檔案</translation>
    </message>
    <message>
        <source>--json and --stat exclude each other</source>
        <translation>--json 和 --stat 不能同時使用</translation>
    </message>
    <message>
        <source>--normalize compares two files; -c converts one</source>
        <translation>--normalize 用於比較兩個檔案；-c 用於轉換一個檔案</translation>
    </message>
    <message>
        <source>--normalize-both needs --normalize CONFIG</source>
        <translation>--normalize-both 需要 --normalize CONFIG</translation>
    </message>
    <message>
        <source>One file (with -c) or two files; an EPUB is read as its chapters one after another, and its lines are named by chapter (entry:line).</source>
        <translation>一個檔案（配合 -c）或兩個檔案；EPUB 依章節依序讀取，行以章節標明（項目:行）。</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 is %4: they differ wherever a conversion changes a character; --normalize %5 compares them in one script</source>
        <translation>%1 是%2，%3 是%4：凡是轉換會改動的字，兩者都不一樣；--normalize %5 把它們放在同一種字體下比較</translation>
    </message>
    <message>
        <source>%1 reads as %2 already, the script --normalize %3 converts it to: it changes little (--normalize %4 converts it to %5)</source>
        <translation>%1 已經是%2，正是 --normalize %3 要把它轉換成的字體：改動不多（--normalize %4 把它轉換成%5）</translation>
    </message>
</context>
<context>
    <name>EpubArchive</name>
    <message>
        <source>the file does not exist</source>
        <translation>檔案不存在</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>檔案是空的</translation>
    </message>
    <message>
        <source>not an EPUB: it is no zip archive, or one cut short (its directory, at its end, is missing)</source>
        <translation>不是 EPUB：它不是 zip 壓縮檔，或是被截斷的壓縮檔（位於結尾的目錄遺失）</translation>
    </message>
    <message>
        <source>an entry has no name</source>
        <translation>有一個條目沒有名稱</translation>
    </message>
    <message>
        <source>the entry %1 is named by an absolute path</source>
        <translation>條目 %1 以絕對路徑命名</translation>
    </message>
    <message>
        <source>the entry %1 climbs out of the book</source>
        <translation>條目 %1 的路徑跳出了書外</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not a readable EPUB (zip): %1</source>
        <translation>不是可讀的 EPUB（zip）：%1</translation>
    </message>
    <message>
        <source>entry %1 cannot be read</source>
        <translation>第 %1 個條目無法讀取</translation>
    </message>
    <message>
        <source>the name %1 is used twice</source>
        <translation>名稱 %1 用了兩次</translation>
    </message>
    <message>
        <source>the entry %1 is encrypted</source>
        <translation>條目 %1 已加密</translation>
    </message>
    <message>
        <source>the entry %1 would expand %2 times, to %3 bytes (a zip bomb?)</source>
        <translation>條目 %1 解壓後會膨脹 %2 倍，達 %3 位元組（壓縮炸彈？）</translation>
    </message>
    <message>
        <source>its entries hold more than %1 MB uncompressed</source>
        <translation>其條目解壓後超過 %1 MB</translation>
    </message>
    <message>
        <source>it is protected by DRM (%1)</source>
        <translation>它受 DRM 保護（%1）</translation>
    </message>
    <message>
        <source>%1 is encrypted (DRM, %2)</source>
        <translation>%1 已加密（DRM，%2）</translation>
    </message>
    <message>
        <source>the book has no entry %1</source>
        <translation>書中沒有條目 %1</translation>
    </message>
    <message>
        <source>the entry %1 cannot be opened: %2</source>
        <translation>條目 %1 無法開啟：%2</translation>
    </message>
    <message>
        <source>the entry %1 is damaged: %2</source>
        <translation>條目 %1 已損壞：%2</translation>
    </message>
    <message>
        <source>its compressed data is not valid</source>
        <translation>壓縮資料無效</translation>
    </message>
    <message>
        <source>the entry %1 cannot be read: not enough memory</source>
        <translation>條目 %1 無法讀取：記憶體不足</translation>
    </message>
    <message>
        <source>CRC error</source>
        <translation>CRC 校驗錯誤</translation>
    </message>
    <message>
        <source>the entry %1 does not hold the %2 bytes it declares</source>
        <translation>條目 %1 沒有它宣告的 %2 位元組</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1：無法寫入：%2</translation>
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
        <translation>%1：不是某本書的章節</translation>
    </message>
    <message>
        <source>%1: the book has no chapter %2</source>
        <translation>%1：書中沒有章節 %2</translation>
    </message>
</context>
<context>
    <name>EpubConversion</name>
    <message>
        <source>%1: cancelled; nothing was written</source>
        <translation>%1：已取消；什麼也沒寫入</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, line %2: a paragraph is split or joined there, and a book&apos;s paragraphs are its markup&apos;s; undo that edit (or make it in an EPUB editor)</source>
        <translation>%1，第 %2 行：這裡拆分或合併了段落，而書的段落由其標記決定；請復原這處修改（或在 EPUB 編輯器中修改）</translation>
    </message>
    <message>
        <source>cancelled; nothing was written</source>
        <translation>已取消；沒有寫入任何內容</translation>
    </message>
    <message>
        <source>%1: its conversion lost a paragraph</source>
        <translation>%1：轉換後少了一個段落</translation>
    </message>
</context>
<context>
    <name>EpubPackage</name>
    <message>
        <source>%1, line %2: declares entities, which a book does not need (and an entity bomb uses)</source>
        <translation>%1，第 %2 行：宣告了實體，書用不著（實體炸彈才用）</translation>
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
        <translation>%1 沒有指明包文件</translation>
    </message>
    <message>
        <source>%1, line %2: the item %3 lies outside the book</source>
        <translation>%1，第 %2 行：項目 %3 在書外</translation>
    </message>
    <message>
        <source>%1, line %2: the item %3 is not in the book</source>
        <translation>%1，第 %2 行：書中沒有項目 %3</translation>
    </message>
    <message>
        <source>%1: the reading order names %2, which the package does not list</source>
        <translation>%1：閱讀順序提到 %2，但包文件沒有列出它</translation>
    </message>
    <message>
        <source>%1, line %2: elements nested more than %3 deep, which no book needs</source>
        <translation>%1，第 %2 行：元素巢狀超過 %3 層，任何書都不需要這樣</translation>
    </message>
    <message>
        <source>%1 names %2 as the book&apos;s package document, which it is not (its root element is &lt;%3&gt;, not &lt;package&gt;)</source>
        <translation>%1 把 %2 指定為書的套件文件，但它不是（它的根元素是 &lt;%3&gt;，而不是 &lt;package&gt;）</translation>
    </message>
    <message>
        <source>%1: its reading order (the spine) lists no document, so there is nothing to read or convert</source>
        <translation>%1：它的閱讀順序（spine）沒有列出任何文件，因此沒有可讀或可轉換的內容</translation>
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
        <translation>詞表第 %1 行</translation>
    </message>
    <message>
        <source>quotation marks</source>
        <translation>引號</translation>
    </message>
    <message>
        <source>One-to-one change</source>
        <translation>一對一轉換</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>詞彙替換</translation>
    </message>
    <message>
        <source>Ambiguous, decided by default</source>
        <translation>一對多，按預設選擇</translation>
    </message>
    <message>
        <source>Ambiguous, settled by a phrase</source>
        <translation>一對多，由片語確定</translation>
    </message>
    <message>
        <source>Protected by the glossary</source>
        <translation>受詞表保護</translation>
    </message>
    <message>
        <source>Replaced by the glossary</source>
        <translation>由詞表替換</translation>
    </message>
    <message>
        <source>Quotation marks</source>
        <translation>引號</translation>
    </message>
    <message>
        <source>candidates: %1</source>
        <translation>候選：%1</translation>
    </message>
    <message>
        <source>contested by %1</source>
        <translation>與片語 %1 衝突</translation>
    </message>
    <message>
        <source>risk %1</source>
        <translation>風險 %1</translation>
    </message>
    <message>
        <source>a name in this text</source>
        <translation>本文中的人名</translation>
    </message>
    <message>
        <source>the surname this text names</source>
        <translation>本文所稱的姓氏</translation>
    </message>
    <message>
        <source>read otherwise by a phrase nearby</source>
        <translation>附近片語讀作另一字</translation>
    </message>
    <message>
        <source>the glossary would make the text over %1 times as long; a rule that replaces a short word with a long text is likelier a mistake</source>
        <translation>詞表會使文字變長超過 %1 倍；以長文字取代短詞的規則更可能是個錯誤</translation>
    </message>
    <message numerus="yes">
        <source>OpenCC wrote %1; this text uses %2 as part of a name, %n time(s)</source>
        <translation>
            <numerusform>OpenCC 寫作 %1；本文把 %2 用作人名的一部分，共 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>OpenCC wrote %1; the words around read %2 (risk that %1 is wrong: %3)</source>
        <translation>OpenCC 寫作 %1；依前後的詞語應為 %2（%1 出錯的風險：%3）</translation>
    </message>
    <message>
        <source>OpenCC wrote %1 by a phrase that cuts through the words of the text; its characters read %2 (risk that %1 is wrong: %3)</source>
        <translation>OpenCC 依一個切斷了文中詞語的片語寫成 %1；這幾個字本應讀作 %2（%1 有誤的可能：%3）</translation>
    </message>
    <message>
        <source>a phrase that cuts through the words of the text</source>
        <translation>片語切斷了文中的詞語</translation>
    </message>
    <message>
        <source>a word often written otherwise in the region</source>
        <translation>這個詞在該地區常有另一種寫法</translation>
    </message>
    <message>
        <source>fixed: OpenCC&apos;s %1 at risk %2</source>
        <translation>已修正：OpenCC 的 %1 出錯的風險為 %2</translation>
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
        <translation>請寫成 UTF-8 或 GB18030，它們能容納所有字元</translation>
    </message>
    <message>
        <source>convert with %1 or write UTF-8</source>
        <translation>請用%1，或寫成 UTF-8</translation>
    </message>
    <message>
        <source>convert with %1, whose forms %2 holds but for %3, or write UTF-8</source>
        <translation>請用%1（其字形除 %3 之外 %2 都能容納），或寫成 UTF-8</translation>
    </message>
    <message>
        <source>a Taiwan config (s2tw, s2twp)</source>
        <translation>臺灣的轉換（s2tw、s2twp）</translation>
    </message>
    <message>
        <source>a Hong Kong config (s2hk)</source>
        <translation>香港的轉換（s2hk）</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>nothing to protect after “!”</source>
        <translation>“!”之後沒有要保護的詞</translation>
    </message>
    <message>
        <source>a protection (“!”) cannot also replace (“=”)</source>
        <translation>保護（“!”）不能同時替換（“=”）</translation>
    </message>
    <message>
        <source>“%1” is neither SOURCE=RESULT nor !PROTECTED nor a # comment</source>
        <translation>“%1”既不是 原詞=結果，也不是 !保護詞，也不是 # 註解</translation>
    </message>
    <message>
        <source>more than one “=”</source>
        <translation>不止一個“=”</translation>
    </message>
    <message>
        <source>nothing to replace before “=”</source>
        <translation>“=”之前沒有要替換的詞</translation>
    </message>
    <message>
        <source>no replacement after “=”</source>
        <translation>“=”之後沒有替換結果</translation>
    </message>
    <message>
        <source>“%1” already has a rule on line %2</source>
        <translation>“%1”在第 %2 行已有規則</translation>
    </message>
    <message>
        <source>a glossary must be UTF-8, and this file looks like %1; save it as UTF-8</source>
        <translation>詞表必須是 UTF-8，而此檔案看來是 %1；請另存為 UTF-8</translation>
    </message>
    <message>
        <source>a rule&apos;s source is at most %1 characters long</source>
        <translation>規則的原文最多 %1 個字元</translation>
    </message>
    <message>
        <source>“%1” holds a tab or a run of spaces: a note after a rule begins with #</source>
        <translation>“%1”中含有 Tab 或連續空格：規則後面的註解要以 # 開頭</translation>
    </message>
</context>
<context>
    <name>HighlightPalette</name>
    <message>
        <source>Difference</source>
        <translation>差異</translation>
    </message>
    <message>
        <source>Your edits</source>
        <translation>你的修改</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>全部改動</translation>
    </message>
    <message>
        <source>What needs a decision</source>
        <translation>需要決定的</translation>
    </message>
    <message>
        <source>Ambiguous, decided by default</source>
        <translation>一對多，按預設選擇</translation>
    </message>
    <message>
        <source>Ambiguous, settled by a phrase</source>
        <translation>一對多，由片語確定</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>詞彙替換</translation>
    </message>
    <message>
        <source>One-to-one changes</source>
        <translation>一對一轉換</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>詞表</translation>
    </message>
    <message>
        <source>Quotation marks</source>
        <translation>引號</translation>
    </message>
    <message>
        <source>Likely mistake of OpenCC</source>
        <translation>OpenCC 可能的錯誤</translation>
    </message>
</context>
<context>
    <name>Interrupts</name>
    <message>
        <source>interrupted; no file was left half-written</source>
        <translation>已中斷；沒有留下寫了一半的檔案</translation>
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
        <translation>%1：不是 UTF-8 或 UTF-16 文字</translation>
    </message>
    <message>
        <source>%1: declares the encoding %2; a book&apos;s documents are read in UTF-8 or UTF-16</source>
        <translation>%1：宣告的編碼是 %2；書中的文件以 UTF-8 或 UTF-16 讀取</translation>
    </message>
    <message>
        <source>%1: not valid UTF-16: an unpaired surrogate or a cut-off character at byte %2</source>
        <translation>%1：不是有效的 UTF-16：第 %2 位元組處有不成對的代理項或被截斷的字元</translation>
    </message>
</context>
<context>
    <name>PaneHeaders</name>
    <message>
        <source> with BOM</source>
        <translation> 帶 BOM</translation>
    </message>
    <message>
        <source>sample: 桃花源记</source>
        <translation>範例：桃花源记</translation>
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
        <translation>轉換結果</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source> — compared as converted: %1</source>
        <translation> — 按轉換後比較：%1</translation>
    </message>
    <message>
        <source>First</source>
        <translation>第一個</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>第二個</translation>
    </message>
    <message>
        <source> — shown as converted: %1 (read-only)</source>
        <translation> — 依轉換後顯示：%1（唯讀）</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source> — scripts differ, compared as converted: %1</source>
        <translation> — 兩個版本的文字不同，按轉換後比較：%1</translation>
    </message>
    <message>
        <source>no line break</source>
        <translation>沒有換行</translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message>
        <source>List every span of a conversion that needs a person&apos;s look: a character with several candidates decided by default (ambiguous) or by a phrase around it (phrase), and a word replaced by another (vocabulary).</source>
        <translation>列出轉換中需要人工檢視的每個片段：按預設選擇的一對多字（ambiguous）、由所在片語確定的一對多字（phrase），以及被替換成另一個詞的詞（vocabulary）。</translation>
    </message>
    <message>
        <source>OpenCC config (default: the one the file&apos;s script suggests).</source>
        <translation>OpenCC 設定（預設：按檔案字形建議的設定）。</translation>
    </message>
    <message>
        <source>config</source>
        <translation>config</translation>
    </message>
    <message>
        <source>Read FILE in &lt;encoding&gt; instead of detecting it.</source>
        <translation>按 &lt;encoding&gt; 讀取 FILE，而不自動檢測。</translation>
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
        <translation>review 只接受一個檔案</translation>
    </message>
    <message>
        <source>%1: no Chinese text to convert; name a config with -c</source>
        <translation>%1：沒有可轉換的中文文字；請用 -c 指定設定</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n span(s) to review listed, the riskiest first; %2 risky
</source>
        <translation>
            <numerusform>列出待校對的 %n 處中的 %1 處，風險最高的在前；%2 處有風險
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) to review, the riskiest first; %1 risky
</source>
        <translation>
            <numerusform>待校對 %n 處，風險最高的在前；%1 處有風險
</numerusform>
        </translation>
    </message>
    <message>
        <source>List only the &lt;n&gt; riskiest spans (not with --json, which gives every span).</source>
        <translation>只列出風險最高的 &lt;n&gt; 處（不能與 --json 同用，它會給出每一處）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>List only spans with a risk of at least &lt;r&gt; (0 to 1; not with --json).</source>
        <translation>只列出風險不低於 &lt;r&gt;（0 到 1；不能與 --json 同用）的各處。</translation>
    </message>
    <message>
        <source>r</source>
        <translation>r</translation>
    </message>
    <message>
        <source>--top takes a number of spans, 0 or more</source>
        <translation>--top 需要一個不小於 0 的處數</translation>
    </message>
    <message>
        <source>--min-risk takes a number from 0 to 1</source>
        <translation>--min-risk 需要 0 到 1 之間的數</translation>
    </message>
    <message>
        <source>--top and --min-risk choose the lines of the listing; --json gives every span</source>
        <translation>--top 和 --min-risk 用於挑選列出的行；--json 給出每一處</translation>
    </message>
    <message>
        <source>interrupted; nothing was listed</source>
        <translation>已中斷；未列出任何內容</translation>
    </message>
    <message>
        <source>No likely mistakes of OpenCC found
</source>
        <translation>沒有找到 OpenCC 可能的錯誤
</translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed
</source>
        <translation>
            <numerusform>修正了 OpenCC 的 %n 處可能錯誤
</numerusform>
        </translation>
    </message>
    <message>
        <source>Print one JSON object: file, config, with --fix-likely the fixes (where, what OpenCC wrote, what Duizhao wrote, why, how sure), spans in text order (offsets and lengths in code points, lines and columns from 1, risk from 0 to 1, the phrase contesting the result) and a summary.</source>
        <translation>輸出一個 JSON 物件：檔案、設定、使用 --fix-likely 時的各處修正（位置、OpenCC 寫的、Duizhao 寫的、原因、把握）、依文字順序的各處（位移與長度以碼位計，行號與欄號從 1 起，風險從 0 到 1，與結果衝突的片語）及摘要。</translation>
    </message>
    <message>
        <source>The text to review: a text file, or an EPUB, reviewed whole and its spans named by chapter (entry:line:column).</source>
        <translation>要校對的文字：文字檔，或整本校對的 EPUB，其片段以章節標明（項目:行:欄）。</translation>
    </message>
    <message>
        <source>%1 reads as %2 already, the script %3 converts to: little is left to review (%4 converts it to %5)</source>
        <translation>%1 已經是%2，正是 %3 要轉換成的字體：沒有多少可校對的（%4 把它轉換成%5）</translation>
    </message>
</context>
<context>
    <name>SavedReview</name>
    <message>
        <source>cannot make the folder %1</source>
        <translation>無法建立資料夾 %1</translation>
    </message>
    <message>
        <source>it is outside the folder %1</source>
        <translation>它在資料夾 %1 之外</translation>
    </message>
    <message>
        <source>%1 is a link, and a review is never written or read through one</source>
        <translation>%1 是一個連結，校對紀錄從不透過連結寫入或讀取</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是資料夾</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>它不是一般檔案</translation>
    </message>
    <message>
        <source>the review is not kept: %1</source>
        <translation>校對紀錄未儲存：%1</translation>
    </message>
</context>
<context>
    <name>ScriptReport</name>
    <message>
        <source>Simplified</source>
        <translation>簡體</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>繁體</translation>
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
        <translation>無法判斷</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>shown as compared, read-only</source>
        <translation>按比較後的樣子顯示，唯讀</translation>
    </message>
    <message>
        <source>read-only until the whole text is converted</source>
        <translation>全文轉換完之前唯讀</translation>
    </message>
    <message>
        <source>read-only until the changes are sorted for the review</source>
        <translation>改動歸類供校對之前唯讀</translation>
    </message>
    <message>
        <source>The editions are shown as compared; turn that off in the Compare menu to edit them.</source>
        <translation>兩個版本正依比較時的樣子顯示；在「比較」選單中關閉它即可編輯。</translation>
    </message>
    <message>
        <source>The original stays as it was read; edit the conversion beside it.</source>
        <translation>原文保持讀入時的樣子；請在旁邊的轉換結果中編輯。</translation>
    </message>
    <message>
        <source>Editing waits until the whole text is converted.</source>
        <translation>整篇文字轉換完成後才能編輯。</translation>
    </message>
    <message>
        <source>Editing waits a moment, until the changes are sorted for the review.</source>
        <translation>請稍候：改動為校對分類完成後即可編輯。</translation>
    </message>
    <message>
        <source>Only the beginning of the text is converted so far; saving it would lose the rest. Wait for the conversion, or start it again.</source>
        <translation>目前只轉換了文字的開頭部分；現在儲存會遺失其餘部分。請等待轉換完成，或重新開始轉換。</translation>
    </message>
    <message>
        <source>The editions are shown converted, not as their files hold them. Turn off Compare → Show the Editions as Compared to edit and save them.</source>
        <translation>兩個版本正依轉換後的樣子顯示，不是檔案裡的原樣。請關閉「比較 → 依比較時的樣子顯示」後再編輯和儲存。</translation>
    </message>
    <message>
        <source>the original</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>the converted text</source>
        <translation>轉換結果</translation>
    </message>
    <message>
        <source>the first edition</source>
        <translation>第一個版本</translation>
    </message>
    <message>
        <source>the second edition</source>
        <translation>第二個版本</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>範例</translation>
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
        <translation>無法建立其資料夾 %1：%2</translation>
    </message>
    <message>
        <source>a file of that name is in the way, or permission is denied</source>
        <translation>已有同名檔案，或沒有權限</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>檔案不存在</translation>
    </message>
    <message>
        <source>this is a folder, not a text file</source>
        <translation>這是資料夾，不是文字檔案</translation>
    </message>
    <message>
        <source>the file is %1 MiB, more than the limit of %2 MiB</source>
        <translation>檔案大小為 %1 MiB，超過了 %2 MiB 的上限</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>無法開啟檔案：%1</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>無法讀取檔案：%1</translation>
    </message>
    <message>
        <source>the text is larger than the limit of %1 MiB</source>
        <translation>文字超過了 %1 MiB 的上限</translation>
    </message>
    <message>
        <source>this is a binary file, not text (it contains NUL bytes)</source>
        <translation>這是二進位檔案，不是文字（含有 NUL 位元組）</translation>
    </message>
    <message>
        <source>cannot tell the encoding of this file; name it explicitly</source>
        <translation>無法判斷此檔案的編碼；請明確指定</translation>
    </message>
    <message>
        <source>the encoding %1 is not supported</source>
        <translation>不支援編碼 %1</translation>
    </message>
    <message>
        <source>the text is not valid %1 (bad byte sequences: %2; the first at line %3, column %4)</source>
        <translation>文字不是有效的 %1（錯誤位元組序列：%2 處；第一處在第 %3 行第 %4 列）</translation>
    </message>
    <message>
        <source>%1 (%2) at line %3, column %4</source>
        <translation>第 %3 行第 %4 列的 %1（%2）</translation>
    </message>
    <message>
        <source>%1 cannot represent %2 of the characters: %3</source>
        <translation>%1 無法表示其中 %2 個字：%3</translation>
    </message>
    <message>
        <source>; and others</source>
        <translation>；等等</translation>
    </message>
    <message>
        <source>cannot write the file: %1</source>
        <translation>無法寫入檔案：%1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>this is a device, a pipe or a socket, not a regular file</source>
        <translation>這是裝置、管線或通訊端，不是一般檔案</translation>
    </message>
    <message>
        <source>read as %1, the text is mostly rare characters and symbols: it may be in another encoding</source>
        <translation>以 %1 讀取後，文字大多是罕用字和符號：它可能是另一種編碼</translation>
    </message>
    <message>
        <source>cannot write the file: no space left on the device</source>
        <translation>無法寫入檔案：裝置上沒有剩餘空間</translation>
    </message>
    <message>
        <source>cannot write the file: this pipe has no reader</source>
        <translation>無法寫入檔案：此管線沒有讀取端</translation>
    </message>
    <message numerus="yes">
        <source>%n bad byte sequence(s) replaced with U+FFFD (�), the first at line %1, column %2; the file itself is unchanged</source>
        <translation>
            <numerusform>%n 處錯誤位元組序列已取代為 U+FFFD（�），第一處在第 %1 行第 %2 欄；檔案本身沒有改動</numerusform>
        </translation>
    </message>
    <message>
        <source>it was removed while it was converted</source>
        <translation>轉換期間它被刪除了</translation>
    </message>
    <message>
        <source>it changed while it was converted (another program wrote to it); it was left as it is now</source>
        <translation>轉換期間它被改動了（另一個程式寫入了它）；已保持其現狀</translation>
    </message>
    <message numerus="yes">
        <source>it has %n other name(s) (hard links), which would keep the old text; convert a copy instead</source>
        <translation>
            <numerusform>它另有 %n 個名稱（硬連結），它們會保留舊文字；請轉換一個副本</numerusform>
        </translation>
    </message>
    <message>
        <source>it belongs to another user (%1), and replacing it would make it yours</source>
        <translation>它屬於另一個使用者（%1），取代它會使它歸你所有</translation>
    </message>
    <message>
        <source>the encoding changes at line %1: what comes before reads as %2, from there on %3 (two encodings in one file?); convert each part by itself</source>
        <translation>編碼在第 %1 行改變：之前的部分按 %2 讀取，從該行起是 %3（一個檔案裡有兩種編碼？）；請分別轉換各部分</translation>
    </message>
    <message>
        <source>; convert each part by itself</source>
        <translation>；請分別轉換各部分</translation>
    </message>
    <message>
        <source>cannot write the file: the file system it is on is read-only</source>
        <translation>無法寫入檔案：它所在的檔案系統是唯讀的</translation>
    </message>
    <message>
        <source>line %1 reads</source>
        <translation>第 %1 行讀起來是</translation>
    </message>
    <message>
        <source>lines %1 to %2 read</source>
        <translation>第 %1 至 %2 行讀起來是</translation>
    </message>
    <message>
        <source>the encoding changes at line %1: %2 as %3, the rest as %4 (two encodings in one file?)</source>
        <translation>編碼在第 %1 行改變：%2 %3，其餘是 %4（一個檔案裡有兩種編碼？）</translation>
    </message>
    <message numerus="yes">
        <source>read as %1, a guess from only %n Han character(s): if the text reads wrongly, name its encoding</source>
        <translation>
            <numerusform>按 %1 讀取，這只是根據 %n 個漢字的猜測：如果文字讀起來不對，請指定它的編碼</numerusform>
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
        <translation>系統語言</translation>
    </message>
</context>
<context>
    <name>duizhao::BookChapters</name>
    <message>
        <source>Chapters</source>
        <translation>章節</translation>
    </message>
    <message>
        <source>Convert the Whole Book…</source>
        <translation>轉換整本書…</translation>
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
        <translation>%1 的章節</translation>
    </message>
    <message>
        <source>This chapter is walked: on to %1</source>
        <translation>本章已看完：前往 %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation>回到 %1</translation>
    </message>
    <message>
        <source>%1
Edited, not saved yet</source>
        <translation>%1
已編輯，尚未儲存</translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) of this book do not read, marked in the list; saving the book asks whether to copy them unconverted.</source>
        <translation>
            <numerusform>這本書有 %n 章無法讀取，已在列表中標出；儲存這本書時會詢問是否不轉換、按原樣複製它們。</numerusform>
        </translation>
    </message>
    <message>
        <source>Does not read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
</context>
<context>
    <name>duizhao::BookDialog</name>
    <message>
        <source>Files Exist</source>
        <translation>檔案已存在</translation>
    </message>
    <message>
        <source>%1 of the %2 files to write exist already in the output folder. Replace them?</source>
        <translation>要寫入的 %2 個檔案中，有 %1 個已存在於輸出資料夾中。要替換它們嗎？</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替換(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep Existing</source>
        <translation>保留現有檔案(&amp;K)</translation>
    </message>
    <message>
        <source>Converted</source>
        <translation>已轉換</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳過</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Convert a Book</source>
        <translation>轉換整本書</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Written to, or why not</source>
        <translation>寫入位置，或未寫入的原因</translation>
    </message>
    <message>
        <source>Con&amp;vert</source>
        <translation>轉換(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Open Output Folder</source>
        <translation>開啟輸出資料夾(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Chapters: folders (their .txt files, folders below included) or files. Drop them here.</source>
        <translation>章節(&amp;C)：資料夾（其中的 .txt 檔案，含子資料夾）或檔案。可拖放到這裡。</translation>
    </message>
    <message>
        <source>Add &amp;Folder…</source>
        <translation>新增資料夾(&amp;F)…</translation>
    </message>
    <message>
        <source>Add F&amp;iles…</source>
        <translation>新增檔案(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>A folder of chapters</source>
        <translation>章節所在資料夾</translation>
    </message>
    <message>
        <source>Chapters to convert</source>
        <translation>要轉換的章節</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文字檔案 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>C&amp;onversion:</source>
        <translation>轉換方式(&amp;O)：</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>&amp;Glossary:</source>
        <translation>詞表(&amp;G)：</translation>
    </message>
    <message>
        <source>The book&apos;s glossary</source>
        <translation>本書的詞表</translation>
    </message>
    <message>
        <source>Corner-bracket &amp;quotes “” → 「」</source>
        <translation>直角引號 “” → 「」(&amp;Q)</translation>
    </message>
    <message>
        <source>O&amp;utput folder:</source>
        <translation>輸出資料夾(&amp;U)：</translation>
    </message>
    <message>
        <source>The output folder</source>
        <translation>輸出資料夾</translation>
    </message>
    <message>
        <source>As read (each file its own)</source>
        <translation>與讀入時相同（各檔案各自的編碼）</translation>
    </message>
    <message>
        <source>Output &amp;encoding:</source>
        <translation>輸出編碼(&amp;E)：</translation>
    </message>
    <message>
        <source>Convert file and folder &amp;names too</source>
        <translation>同時轉換檔名和資料夾名(&amp;N)</translation>
    </message>
    <message>
        <source>%1 (converted)</source>
        <translation>%1（已轉換）</translation>
    </message>
    <message>
        <source>Nothing chosen yet.</source>
        <translation>尚未選擇。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) to convert.</source>
        <translation>
            <numerusform>要轉換 %n 個檔案。</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading the dictionaries and finding the chapters…</source>
        <translation>正在載入詞典並尋找章節…</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>已取消；沒有寫入任何檔案。</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written. Below, the last run&apos;s report.</source>
        <translation>已取消；沒有寫入任何檔案。下面是上一次的報告。</translation>
    </message>
    <message>
        <source>Converting: %1 of %2 files…</source>
        <translation>正在轉換：第 %1 個，共 %2 個檔案…</translation>
    </message>
    <message>
        <source>%1 converted, %2 skipped, %3 failed.</source>
        <translation>%1 個已轉換，%2 個已跳過，%3 個失敗。</translation>
    </message>
    <message>
        <source>Cancelled: %1 No file was left half-written.</source>
        <translation>已取消：%1 沒有留下寫了一半的檔案。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>%1
Double-click to review it in the window.</source>
        <translation>%1
雙擊即可在視窗中校對。</translation>
    </message>
    <message numerus="yes">
        <source>and %n more (see the details)</source>
        <translation>
            <numerusform>另有 %n 個（見詳細資訊）</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fix OpenCC&apos;s likely mistakes</source>
        <translation>修正 OpenCC 可能的錯誤(&amp;F)</translation>
    </message>
    <message>
        <source>In conversions from Simplified to Traditional, writes the likelier candidate where OpenCC&apos;s is more likely wrong than right, by the words around it or the names of the book; the report counts the fixes of each file</source>
        <translation>簡體轉繁體時，若依前後的詞語或書中的人名，OpenCC 的選擇錯的可能大於對的可能，就寫入更可能的候選；報告列出每個檔案的修正數。</translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed.</source>
        <translation>
            <numerusform>修正了 OpenCC 的 %n 處可能錯誤。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fixed</source>
        <translation>
            <numerusform>修正 %n 處</numerusform>
        </translation>
    </message>
    <message>
        <source>Texts and books (*.txt *.epub);;All files (*)</source>
        <translation>文字與書籍 (*.txt *.epub);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>%1 already</source>
        <translation>已是%1</translation>
    </message>
    <message>
        <source>This file reads as %1 already, the script this conversion writes: it was converted anyway, which changes little and may change what was right</source>
        <translation>這個檔案已經是%1，正是這次轉換要轉換成的字體：仍然照樣轉換了，改動不多，卻可能把原本正確的地方改錯</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) were in the conversion&apos;s script already (see below).</source>
        <translation>
            <numerusform>%n 個檔案原本就是這次轉換的目標字體（見下表）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) are still those of an earlier run.</source>
        <translation>
            <numerusform>%n 個輸出檔案仍是先前那次執行的。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Suggested by the book&apos;s first chapters: most of their text (%1 of %n chapter(s)) reads as %2.</source>
        <translation>
            <numerusform>依書的前幾章建議：其中大部分文字（%n 章中的 %1 章）是%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n left out, listed in the report with why.</source>
        <translation>
            <numerusform>另有 %n 個未列入，報告中會列出原因。</numerusform>
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
        <translation>沒有改動</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>第 %1 處改動，共 %2 處</translation>
    </message>
    <message>
        <source> — some long differing lines are shown coarsely</source>
        <translation> — 部分很長的不同行只做了粗略比較</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 處改動</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) changed</source>
        <translation>
            <numerusform>%n 個字元改動</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) changed</source>
        <translation>
            <numerusform>%n 行改動</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s) of yours</source>
        <translation>
            <numerusform>你的 %n 處修改</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed</source>
        <translation>
            <numerusform>修正了 OpenCC 的 %n 處可能錯誤</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::CompareMenu</name>
    <message>
        <source>&amp;Compare</source>
        <translation>比較(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Normalize the First Edition</source>
        <translation>正規化第一個版本(&amp;N)</translation>
    </message>
    <message>
        <source>Compare as They Are</source>
        <translation>按原樣比較</translation>
    </message>
    <message>
        <source>Normalize &amp;Both Editions</source>
        <translation>正規化兩個版本(&amp;B)</translation>
    </message>
    <message>
        <source>Ignore B&amp;lank Lines</source>
        <translation>忽略空行(&amp;L)</translation>
    </message>
    <message>
        <source>Ignore &amp;Whitespace and Line Breaks</source>
        <translation>忽略空白和換行(&amp;W)</translation>
    </message>
    <message>
        <source>Ignore &amp;Punctuation</source>
        <translation>忽略標點(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Merge Changes Across Short Equal Runs</source>
        <translation>合併被短相同片段隔開的改動(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Automatically, When the Scripts Differ</source>
        <translation>文字不同時自動(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Show the Editions as Compared</source>
        <translation>依比較時的樣子顯示(&amp;S)</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>正在比較 %1 與 %2…</translation>
    </message>
    <message>
        <source>Comparing again…</source>
        <translation>正在重新比較…</translation>
    </message>
</context>
<context>
    <name>duizhao::ConversionChoice</name>
    <message>
        <source> Conversion: </source>
        <translation> 轉換方式：</translation>
    </message>
</context>
<context>
    <name>duizhao::ConversionController</name>
    <message>
        <source>File → Reopen with Encoding</source>
        <translation>檔案 → 以指定編碼重新開啟</translation>
    </message>
</context>
<context>
    <name>duizhao::EditMenu</name>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>尋找(&amp;F)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>尋找下一個(&amp;N)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>尋找上一個(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go to Line…</source>
        <translation>跳至行(&amp;G)…</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>偏好設定(&amp;E)…</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>未找到：%1</translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>跳至行</translation>
    </message>
    <message>
        <source>Line (1 to %1):</source>
        <translation>行號（1 至 %1）：</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪下(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼上(&amp;P)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全選(&amp;A)</translation>
    </message>
    <message>
        <source>Find and Rep&amp;lace…</source>
        <translation>尋找和取代(&amp;L)…</translation>
    </message>
</context>
<context>
    <name>duizhao::FileMenu</name>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文字檔案 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Compare Two Editions…</source>
        <translation>比較兩個版本(&amp;C)…</translation>
    </message>
    <message>
        <source>The first edition</source>
        <translation>第一個版本</translation>
    </message>
    <message>
        <source>The second edition, compared with %1</source>
        <translation>第二個版本，與 %1 比較</translation>
    </message>
    <message>
        <source>Open a Book &amp;Folder…</source>
        <translation>開啟書的資料夾(&amp;F)…</translation>
    </message>
    <message>
        <source>A folder of chapters</source>
        <translation>章節所在資料夾</translation>
    </message>
    <message>
        <source>Convert a &amp;Book…</source>
        <translation>轉換整本書(&amp;B)…</translation>
    </message>
    <message>
        <source>Reopen with &amp;Encoding</source>
        <translation>以指定編碼重新開啟(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存為(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Open a text file or a book</source>
        <translation>開啟文字檔或書籍</translation>
    </message>
    <message>
        <source>Texts and books (*.txt *.epub);;Text files (*.txt);;EPUB books (*.epub);;All files (*)</source>
        <translation>文字與書籍 (*.txt *.epub);;文字檔 (*.txt);;EPUB 書籍 (*.epub);;所有檔案 (*)</translation>
    </message>
</context>
<context>
    <name>duizhao::FindBar</name>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>尋找：</translation>
    </message>
    <message>
        <source>Replace A&amp;ll</source>
        <translation>全部取代(&amp;L)</translation>
    </message>
    <message>
        <source>Enter: next, Shift+Enter: previous</source>
        <translation>Enter：下一個，Shift+Enter：上一個</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>上一個(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一個(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;in</source>
        <translation>範圍(&amp;I)</translation>
    </message>
    <message>
        <source>Replace &amp;with:</source>
        <translation>取代為(&amp;W)：</translation>
    </message>
    <message>
        <source>This pane cannot be edited now</source>
        <translation>此欄目前不能編輯</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>找不到</translation>
    </message>
    <message>
        <source>Match %1 of %2</source>
        <translation>第 %1 處，共 %2 處</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>已取代 %n 處</numerusform>
        </translation>
    </message>
    <message>
        <source>Repl&amp;ace</source>
        <translation>取代(&amp;A)</translation>
    </message>
</context>
<context>
    <name>duizhao::GlossaryDialog</name>
    <message>
        <source>Glossary — %1</source>
        <translation>詞表 — %1</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Cannot save the glossary</source>
        <translation>無法儲存詞表</translation>
    </message>
    <message>
        <source>One rule a line: &lt;b&gt;岳托=岳託&lt;/b&gt; replaces before conversion, &lt;b&gt;!多尔衮&lt;/b&gt; keeps a word as written; a line that begins with &lt;b&gt;#&lt;/b&gt; is a comment, and a note follows a rule after a space and &lt;b&gt;#&lt;/b&gt; (&lt;b&gt;岳托=岳託 # 人名&lt;/b&gt;). The file: %1</source>
        <translation>每行一條規則：&lt;b&gt;岳托=岳託&lt;/b&gt; 在轉換前取代，&lt;b&gt;!多尔衮&lt;/b&gt; 保留詞語原樣；以 &lt;b&gt;#&lt;/b&gt; 開頭的行是註解，規則後面的註解以空格加 &lt;b&gt;#&lt;/b&gt; 開頭（&lt;b&gt;岳托=岳託 # 人名&lt;/b&gt;）。檔案：%1</translation>
    </message>
    <message>
        <source>Nothing is written here: save the file as UTF-8 in another editor, then edit it again.</source>
        <translation>這裡不會寫入任何內容：請在其他編輯器中把該檔案另存為 UTF-8，然後再編輯。</translation>
    </message>
    <message>
        <source>Discard the Changes?</source>
        <translation>捨棄變更？</translation>
    </message>
    <message>
        <source>The rules typed here are not saved. Discard them?</source>
        <translation>這裡輸入的規則尚未儲存。要捨棄它們嗎？</translation>
    </message>
    <message>
        <source>Nothing is written here.</source>
        <translation>這裡不會寫入任何內容。</translation>
    </message>
</context>
<context>
    <name>duizhao::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>使用者指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>鍵盤快速鍵(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Duizhao</source>
        <translation>關於對照(&amp;A)</translation>
    </message>
    <message>
        <source>Duizhao User Guide</source>
        <translation>對照使用者指南</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <source>About Duizhao</source>
        <translation>關於對照</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Duizhao %1&lt;/h3&gt;&lt;p&gt;Side-by-side Simplified and Traditional Chinese conversion, with every change highlighted.&lt;/p&gt;&lt;p&gt;Qt %2, OpenCC %3 (the version the OpenCC library in use names itself; a distribution may package it under a later number, as Debian 12&apos;s 1.1.6 names itself 1.1.5)&lt;/p&gt;&lt;p&gt;OpenCC data: %4&lt;/p&gt;&lt;p&gt;The bundled dictionaries are OpenCC&apos;s (Apache-2.0), from its release on the npm registry. The word list that fixes likely mistakes is built from libchewing&apos;s and rime-essay&apos;s (LGPL).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;對照 %1&lt;/h3&gt;&lt;p&gt;簡繁中文對照轉換，每處改動都醒目標示。&lt;/p&gt;&lt;p&gt;Qt %2，OpenCC %3（所用 OpenCC 函式庫自報的版本；發行版打包時的版本號可能較新，例如 Debian 12 的 1.1.6 自報為 1.1.5）&lt;/p&gt;&lt;p&gt;OpenCC 資料：%4&lt;/p&gt;&lt;p&gt;內附的詞典來自 OpenCC 在 npm 上發布的版本（Apache-2.0）。修正可能錯誤所用的詞表由 libchewing 和 rime-essay 的詞表產生（LGPL）。&lt;/p&gt;</translation>
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
        <translation>校對(&amp;R)</translation>
    </message>
    <message>
        <source>Convert &amp;Again</source>
        <translation>重新轉換(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>移至(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Next Change</source>
        <translation>下一處改動(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Change</source>
        <translation>上一處改動(&amp;P)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具列</translation>
    </message>
    <message>
        <source> Show: </source>
        <translation> 顯示：</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>Converted</source>
        <translation>轉換結果</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一處</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一處</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>校對</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>人名</translation>
    </message>
    <message>
        <source>Re&amp;view Panel</source>
        <translation>校對面板(&amp;V)</translation>
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
        <translation>次數</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>寫作</translation>
    </message>
    <message>
        <source>Could be</source>
        <translation>也可寫作</translation>
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
            <numerusform>全書中 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Written %1 ways: a name has one, so some are wrong</source>
        <translation>寫法有 %1 種：人名只有一種寫法，其中必有寫錯的</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / 全書 %2</translation>
    </message>
    <message>
        <source>not in this chapter</source>
        <translation>本章沒有</translation>
    </message>
    <message>
        <source>How often this text writes the name; in a book&apos;s chapter, of how often the book does</source>
        <translation>本文寫到這個人名的次數；書中的一章還列出全書的次數</translation>
    </message>
</context>
<context>
    <name>duizhao::NamesView</name>
    <message>
        <source>Write %1 Everywhere</source>
        <translation>全部寫作 %1</translation>
    </message>
    <message>
        <source>No other form</source>
        <translation>沒有別的寫法</translation>
    </message>
    <message>
        <source>No names found whose characters convert more than one way. A name is found where a surname is followed, again and again, by characters no word has.</source>
        <translation>沒有找到可轉換成多種寫法的人名。姓氏後面反覆跟著同樣幾個、又不成詞的字，才算作人名。</translation>
    </message>
    <message>
        <source>Names this text or its book repeats. Right-click a name to write one form everywhere; the choice is kept in the book&apos;s glossary.</source>
        <translation>本文或全書反覆出現的人名。按右鍵點選人名，可將它處處寫成同一種寫法；所選寫法記在本書的詞表中。</translation>
    </message>
</context>
<context>
    <name>duizhao::OpenCommands</name>
    <message>
        <source>Opening %1…</source>
        <translation>正在開啟 %1…</translation>
    </message>
    <message>
        <source>the sample</source>
        <translation>範例</translation>
    </message>
    <message>
        <source>No Chapters</source>
        <translation>沒有章節</translation>
    </message>
    <message>
        <source>%1 holds no text file to open as a book&apos;s chapters.</source>
        <translation>%1 裡沒有可作為章節開啟的文字檔。</translation>
    </message>
    <message>
        <source>Convert again</source>
        <translation>重新轉換</translation>
    </message>
    <message>
        <source>Converting again replaces your edits of the converted text. Go on?</source>
        <translation>重新轉換會替換你對轉換結果的修改。要繼續嗎？</translation>
    </message>
    <message>
        <source>Converting…</source>
        <translation>正在轉換…</translation>
    </message>
    <message>
        <source>Converting again with the new rules, keeping your edits…</source>
        <translation>正在依新規則重新轉換，保留你的修改…</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>正在比較 %1 與 %2…</translation>
    </message>
    <message>
        <source>Bad Bytes in the File</source>
        <translation>檔案中有錯誤位元組</translation>
    </message>
    <message>
        <source>Open it anyway, with each bad byte sequence replaced by U+FFFD (�)? The file itself stays as it is; Reopen with Encoding tries another encoding.</source>
        <translation>仍要開啟嗎？每處錯誤位元組序列都會取代為 U+FFFD（�）。檔案本身保持不變；「以指定編碼重新開啟」可嘗試別的編碼。</translation>
    </message>
    <message>
        <source>Open Anyway</source>
        <translation>仍然開啟</translation>
    </message>
    <message>
        <source>Duizhao</source>
        <translation>對照</translation>
    </message>
    <message>
        <source>A Book Is Being Converted</source>
        <translation>正在轉換一本書</translation>
    </message>
    <message>
        <source>Stop converting the book and quit? The files converted so far are kept.</source>
        <translation>停止轉換這本書並退出嗎？已轉換的檔案會保留。</translation>
    </message>
    <message>
        <source>Cannot Open the Book</source>
        <translation>無法開啟這本書</translation>
    </message>
    <message>
        <source>%1 has no chapter to read.</source>
        <translation>%1 沒有可讀的章節。</translation>
    </message>
    <message>
        <source>Fix Likely Mistakes turned on, as the book was converted with it</source>
        <translation>「修正可能的錯誤」已開啟，因為這本書轉換時用了它</translation>
    </message>
    <message>
        <source>%1 is opened alone, converted.</source>
        <translation>已單獨開啟 %1，並作了轉換。</translation>
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
        <translation>圖片的說明（alt 屬性），不是章節正文：在這裡編輯會改動這段說明</translation>
    </message>
    <message>
        <source>a tooltip of the page (a title attribute), not the chapter&apos;s text: an edit there changes the tooltip</source>
        <translation>頁面上的提示文字（title 屬性），不是章節正文：在這裡編輯會改動這段提示</translation>
    </message>
</context>
<context>
    <name>duizhao::OverviewStrip</name>
    <message>
        <source>Where the changes are; click to go there</source>
        <translation>改動所在位置；點選即可前往</translation>
    </message>
</context>
<context>
    <name>duizhao::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>偏好設定</translation>
    </message>
    <message>
        <source>Interface &amp;language:</source>
        <translation>介面語言(&amp;L)：</translation>
    </message>
    <message>
        <source>Current (OpenCC %1, bundled with Duizhao)</source>
        <translation>最新（OpenCC %1，對照內附）</translation>
    </message>
    <message>
        <source>As installed on this system (OpenCC %1)</source>
        <translation>本系統安裝的（OpenCC %1）</translation>
    </message>
    <message>
        <source>OpenCC &amp;dictionaries:</source>
        <translation>OpenCC 詞典(&amp;D)：</translation>
    </message>
    <message>
        <source>A new language or dictionary choice is used from the next start of Duizhao.</source>
        <translation>新的語言或詞典選擇在對照下次啟動時生效。</translation>
    </message>
    <message>
        <source>Restart Duizhao?</source>
        <translation>重新啟動對照？</translation>
    </message>
    <message>
        <source>Duizhao uses the new preferences from its next start. Restart it now?</source>
        <translation>對照下次啟動時使用新的偏好設定。現在重新啟動嗎？</translation>
    </message>
    <message>
        <source>OpenCC&apos;s dictionary TSCharactersExt converts rare Traditional characters to Simplified ones that many fonts do not have, shown as empty boxes. OpenCC&apos;s own tool leaves it out unless asked (--include-tofu-risk-dictionaries).</source>
        <translation>OpenCC 的詞典 TSCharactersExt 把罕用的繁體字轉換成許多字型沒有的簡體字，顯示為空框。OpenCC 自己的工具預設不用它，除非指定 --include-tofu-risk-dictionaries。</translation>
    </message>
    <message>
        <source>Also characters that &amp;fonts may lack (㑮 → U+2B748)</source>
        <translation>也轉換成字型可能缺少的字(&amp;F)（㑮 → U+2B748）</translation>
    </message>
    <message>
        <source>This data keeps no such dictionary apart: it converts those characters always.</source>
        <translation>這份資料沒有把這部詞典分開：它一律轉換這些字。</translation>
    </message>
</context>
<context>
    <name>duizhao::RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
</context>
<context>
    <name>duizhao::ReviewActions</name>
    <message>
        <source>Mark as Not Reviewed</source>
        <translation>標為未校對</translation>
    </message>
    <message>
        <source>Add to the &amp;Glossary…</source>
        <translation>加入詞表(&amp;G)…</translation>
    </message>
    <message>
        <source>Add to the glossary</source>
        <translation>加入詞表</translation>
    </message>
    <message>
        <source>Rule (SOURCE=RESULT to replace, !WORD to keep as written):</source>
        <translation>規則（原詞=結果 表示替換，!詞 表示保留原詞）：</translation>
    </message>
    <message>
        <source>Not a glossary rule</source>
        <translation>不是有效的詞表規則</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>“%1”：%2</translation>
    </message>
    <message>
        <source>Cannot save the glossary</source>
        <translation>無法儲存詞表</translation>
    </message>
    <message>
        <source>Added %1 to %2</source>
        <translation>已把 %1 加入 %2</translation>
    </message>
    <message>
        <source>Keep the glossary in</source>
        <translation>詞表儲存位置</translation>
    </message>
    <message>
        <source>Choose a glossary</source>
        <translation>選擇詞表</translation>
    </message>
    <message>
        <source>Glossaries (*.txt);;All files (*)</source>
        <translation>詞表 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>&amp;Next Span to Review</source>
        <translation>下一處待校對(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Span to Review</source>
        <translation>上一處待校對(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Mark Reviewed and Go On</source>
        <translation>標為已校對並繼續(&amp;M)</translation>
    </message>
    <message>
        <source>Corner-Bracket &amp;Quotes “” → 「」</source>
        <translation>直角引號 “” → 「」(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit Glossary…</source>
        <translation>編輯詞表(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Choose Glossary…</source>
        <translation>選擇詞表(&amp;C)…</translation>
    </message>
    <message>
        <source>Walk the &amp;Riskiest First</source>
        <translation>風險最高的先校對(&amp;R)</translation>
    </message>
    <message>
        <source>Next Span to Review goes to the span most likely converted wrongly; unchecked, to the next in the text</source>
        <translation>「下一處待校對」前往最可能轉換錯的一處；不勾選時依文字順序前往下一處</translation>
    </message>
    <message numerus="yes">
        <source>Pick for this and %n alike not yet reviewed</source>
        <translation>
            <numerusform>為這一處及 %n 處尚未校對的相同處選用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n alike as reviewed</source>
        <translation>
            <numerusform>將 %n 處相同處標為已校對</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fix Likely Mistakes</source>
        <translation>修正可能的錯誤(&amp;F)</translation>
    </message>
    <message>
        <source>Writes the likelier candidate where OpenCC&apos;s is more likely wrong than right, by the words around it or the names of the text; each fix is marked, and Edit → Undo takes them back</source>
        <translation>若依前後的詞語或文中的人名，OpenCC 的選擇錯的可能大於對的可能，就寫入更可能的候選；每處修正都會標示，「編輯 → 復原」可以撤回。</translation>
    </message>
    <message>
        <source>Revert to OpenCC&apos;s %1</source>
        <translation>還原為 OpenCC 的 %1</translation>
    </message>
    <message numerus="yes">
        <source>Revert All %n Fixes to OpenCC&apos;s %1</source>
        <translation>
            <numerusform>全部 %n 處修正還原為 OpenCC 的 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot change the glossary: %1</source>
        <translation>無法修改詞表：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 written %2 in %n place(s); the glossary %3 keeps it for the book</source>
        <translation>
            <numerusform>%1 已在 %n 處寫作 %2；詞表 %3 為全書記下這一寫法</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 written %2 by the glossary %3; converting again</source>
        <translation>%1 由詞表 %3 寫作 %2；正在重新轉換</translation>
    </message>
    <message>
        <source>%1 written %2 again; the glossary %3 keeps it</source>
        <translation>%1 又寫作 %2；詞表 %3 記下了這一寫法</translation>
    </message>
    <message>
        <source>%1 as it was before; the glossary %2 no longer has %3</source>
        <translation>%1 恢復原樣；詞表 %2 不再有 %3</translation>
    </message>
    <message>
        <source>%1 is written %2 everywhere already; the glossary %3 keeps it for the book</source>
        <translation>%1 已處處寫作 %2；詞表 %3 為全書記下這一寫法</translation>
    </message>
    <message>
        <source>&amp;Mark as Reviewed</source>
        <translation>標為已校對(&amp;M)</translation>
    </message>
</context>
<context>
    <name>duizhao::ReviewController</name>
    <message>
        <source>Reviewed.</source>
        <translation>已校對。</translation>
    </message>
    <message>
        <source>Not reviewed yet.</source>
        <translation>尚未校對。</translation>
    </message>
    <message>
        <source>Right-click to pick another; after Alt+Shift+Down, digit keys pick.</source>
        <translation>右鍵可改選其他字；按 Alt+Shift+Down 後可用數字鍵選擇。</translation>
    </message>
    <message>
        <source>The changes are still being sorted for the review</source>
        <translation>仍在為校對歸類改動</translation>
    </message>
    <message>
        <source>The changes were not sorted for the review: Review → Convert Again sorts them</source>
        <translation>這些改動未經校對歸類：「校對 → 重新轉換」可歸類</translation>
    </message>
    <message>
        <source>Nothing here needs review</source>
        <translation>這裡沒有需要校對的內容</translation>
    </message>
    <message>
        <source>Nothing here to review with this filter</source>
        <translation>在此篩選下沒有待校對的內容</translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2, %n span(s)</source>
        <translation>
            <numerusform>%1 → %2，%n 處</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) reviewed</source>
        <translation>
            <numerusform>已校對 %n 處</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picked</source>
        <translation>
            <numerusform>選用 %n 處</numerusform>
        </translation>
    </message>
    <message>
        <source>The review could not be kept: %1</source>
        <translation>無法保存校對進度：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed; Edit → Undo takes them back</source>
        <translation>
            <numerusform>修正了 OpenCC 的 %n 處可能錯誤；「編輯 → 復原」可以撤回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>OpenCC&apos;s own candidate is back in %n place(s)</source>
        <translation>
            <numerusform>已在 %n 處還原 OpenCC 自己的候選</numerusform>
        </translation>
    </message>
    <message>
        <source>The fixes are back: Fix Likely Mistakes is on again</source>
        <translation>修正已恢復：「修正可能的錯誤」再次開啟</translation>
    </message>
    <message>
        <source>OpenCC&apos;s own candidates are back: Fix Likely Mistakes is off again</source>
        <translation>OpenCC 自己的候選字已恢復：「修正可能的錯誤」再次關閉</translation>
    </message>
    <message>
        <source>Fix Likely Mistakes fixes conversions from Simplified to Traditional only</source>
        <translation>「修正可能的錯誤」只修正從簡體到繁體的轉換</translation>
    </message>
    <message>
        <source>No likely mistakes of OpenCC found in this text</source>
        <translation>這段文字中沒有找到 OpenCC 可能的錯誤</translation>
    </message>
    <message>
        <source>No likely mistakes of OpenCC left to fix: where one was found, your review stands</source>
        <translation>沒有要修正的 OpenCC 可能錯誤：找到之處都以你的校對為準</translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed, as the text was left</source>
        <translation>
            <numerusform>已按上次離開時的樣子修正 OpenCC 的 %n 處可能錯誤</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undone: %n span(s) as they were before</source>
        <translation>
            <numerusform>已復原：%n 處恢復原樣</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redone: %n span(s)</source>
        <translation>
            <numerusform>已重做：%n 處</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>The review of this text was restored: %1</source>
        <translation>已還原此文字的校對：%1</translation>
    </message>
    <message numerus="yes">
        <source>The review of this text was restored: %1, and %n likely mistake(s) of OpenCC fixed, as they were</source>
        <translation>
            <numerusform>已還原此文字的校對：%1，並照原樣修正了 OpenCC 的 %n 處可能的錯誤</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys: %1, %2 reviewed</source>
        <translation>按鍵：%1，%2 標為已校對</translation>
    </message>
    <message>
        <source>The edits not saved when Duizhao was ended last time are back, unsaved (Edit → Undo takes them away)</source>
        <translation>上次對照被結束時未儲存的編輯已經回來，仍未儲存（「編輯 → 復原」可以撤回它們）</translation>
    </message>
</context>
<context>
    <name>duizhao::ReviewPanel</name>
    <message>
        <source>No text is open.</source>
        <translation>沒有開啟的文字。</translation>
    </message>
    <message>
        <source>Marked in the text</source>
        <translation>文中標記</translation>
    </message>
    <message>
        <source>The spans the text marks, by colour. A character OpenCC kept but could have written otherwise (只, 里) is marked too, so these add up to more than the changes the status bar counts.</source>
        <translation>文中標記的片段，依顏色區分。OpenCC 保留原樣、但本可寫成別的字的字元（只、里）也會標記，所以這些數目加起來多於狀態列所計的改動。</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>待決定</translation>
    </message>
    <message>
        <source>Source → now</source>
        <translation>原字 → 現字</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>處數</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>已校對</translation>
    </message>
    <message>
        <source>Double-click a row to go to its next span not yet reviewed</source>
        <translation>雙擊一行，跳到其下一處尚未校對的位置</translation>
    </message>
    <message>
        <source>Glossary of this book</source>
        <translation>本書詞表</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編輯…</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>No glossary. Rules you add are kept in a file beside the book, found again when it is opened.</source>
        <translation>沒有詞表。你新增的規則會儲存在書旁邊的檔案中，再次開啟這本書時會自動找到。</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n rule(s)</source>
        <translation>
            <numerusform>%1 — %n 條規則</numerusform>
        </translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>風險</translation>
    </message>
    <message>
        <source>How likely it is that the conversion is wrong here, from 0 to 1: the highest of the row&apos;s spans</source>
        <translation>這裡轉換出錯的可能性，從 0 到 1：取該列各處中最高的</translation>
    </message>
    <message>
        <source>Nothing in this conversion needs a decision.</source>
        <translation>這次轉換中沒有需要決定的地方。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 of %2&lt;/b&gt; decisions reviewed (ambiguous characters and replaced words that may be wrong).</source>
        <translation>&lt;b&gt;%2 個決定中已校對 %1 個&lt;/b&gt;（可能轉換錯的多候選字和替換的詞）。</translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed here: the risk is that OpenCC&apos;s choice was wrong</source>
        <translation>
            <numerusform>此處修正了 OpenCC 的 %n 處可能錯誤：風險指 OpenCC 原來的選擇有誤的可能</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n risky span(s)</source>
        <translation>
            <numerusform>%n 處有風險</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ambiguous character(s) at low risk, no decision.</source>
        <translation>
            <numerusform>%n 個多候選字風險低，無需決定。</numerusform>
        </translation>
    </message>
    <message>
        <source>Sorting the changes for the review…</source>
        <translation>正在為校對歸類改動……</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 fixed of the %2 found; the others are OpenCC&apos;s again or as you picked</source>
        <translation>找到 %2 處，已修正 %1 處；其餘恢復為 OpenCC 的或你選的</translation>
    </message>
    <message>
        <source>Quotes “” → 「」</source>
        <translation>引號 “” → 「」</translation>
    </message>
    <message>
        <source>Corner-bracket quotes: “” and ‘’ become 「」 and 『』 in this book&apos;s conversions to Traditional</source>
        <translation>直角引號：這本書轉換為繁體時，“” 和 ‘’ 寫成 「」 和 『』</translation>
    </message>
    <message numerus="yes">
        <source>%n risky span(s), every one reviewed</source>
        <translation>
            <numerusform>%n 處有風險，均已校對</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n risky span(s), %1 of them reviewed</source>
        <translation>
            <numerusform>%n 處有風險，其中 %1 處已校對</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::SaveCommands</name>
    <message>
        <source>Save as &amp;UTF-8</source>
        <translation>另存為 UTF-8(&amp;U)</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文字檔案 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <source>Saved %1 (%2)</source>
        <translation>已儲存 %1（%2）</translation>
    </message>
    <message>
        <source>Unsaved edits</source>
        <translation>修改未儲存</translation>
    </message>
    <message numerus="yes">
        <source>It was read with %n bad byte sequence(s) replaced by U+FFFD (�); the bytes they stood for would be lost.</source>
        <translation>
            <numerusform>讀入時有 %n 處錯誤位元組序列被取代為 U+FFFD（�）；它們原來的位元組將會遺失。</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed on Disk</source>
        <translation>磁碟上已變更</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was read or saved here (saved from the other pane, or by another program). Replace it with this text, losing those changes?</source>
        <translation>%1 在此處讀取或儲存之後已在磁碟上被變更（從另一欄儲存，或被其他程式變更）。用此文字取代它並遺失那些變更嗎？</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>儲存%1</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>未儲存</translation>
    </message>
    <message>
        <source>%1 is the file of %2. Replace it with %3?</source>
        <translation>%1 是%2的檔案。要用%3取代它嗎？</translation>
    </message>
    <message>
        <source>Replace the Other File?</source>
        <translation>取代另一邊的檔案？</translation>
    </message>
    <message>
        <source>Edits of %1 are not saved. Save them?</source>
        <translation>%1的編輯尚未儲存。要儲存嗎？</translation>
    </message>
    <message>
        <source>Save the Converted Book</source>
        <translation>儲存轉換後的書</translation>
    </message>
    <message>
        <source>EPUB books (*.epub)</source>
        <translation>EPUB 書籍 (*.epub)</translation>
    </message>
    <message>
        <source>Replace the Original Book?</source>
        <translation>取代原書？</translation>
    </message>
    <message>
        <source>%1 is the book converted. Replace it with its conversion?</source>
        <translation>%1 是被轉換的原書。用轉換結果取代它嗎？</translation>
    </message>
    <message>
        <source>Saving the book %1…</source>
        <translation>正在儲存書籍 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Edits of the book %1 are not saved. Save the converted book?</source>
        <translation>書籍 %1 的修改尚未儲存。儲存轉換後的書嗎？</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) that do not read copied unconverted.</source>
        <translation>
            <numerusform>%n 個無法讀取的文件按原樣複製，未轉換。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Chapters That Do Not Read</source>
        <translation>無法讀取的章節</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) of the book cannot be read, so they cannot be converted:</source>
        <translation>
            <numerusform>書中有 %n 個文件無法讀取，因此無法轉換：</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the book, copying what cannot be read unconverted, as it is? Mended in an EPUB editor, a document converts here too.</source>
        <translation>儲存這本書，並將無法讀取的文件按原樣複製、不轉換嗎？在 EPUB 編輯器中修好後，它在這裡也能轉換。</translation>
    </message>
    <message>
        <source>Save &amp;Unconverted</source>
        <translation>儲存，不轉換這些文件(&amp;U)</translation>
    </message>
    <message>
        <source>Save as &amp;GB18030</source>
        <translation>另存為 GB18030(&amp;G)</translation>
    </message>
    <message>
        <source>Replace the File?</source>
        <translation>取代檔案？</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 已存在。要取代它嗎？</translation>
    </message>
    <message>
        <source>Saved the book %1, converted.</source>
        <translation>已儲存整本書 %1，已轉換。</translation>
    </message>
    <message numerus="yes">
        <source>Saved the book %1: %n chapter(s) as they read here, the others as converted.</source>
        <translation>
            <numerusform>已儲存整本書 %1：%n 章依這裡顯示的樣子儲存，其餘依轉換結果儲存。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::SaveFormatChoice</name>
    <message>
        <source>Save E&amp;ncoding</source>
        <translation>儲存編碼(&amp;N)</translation>
    </message>
    <message>
        <source>As read</source>
        <translation>與讀入時相同</translation>
    </message>
    <message>
        <source>Save &amp;Line Endings</source>
        <translation>儲存換行符(&amp;L)</translation>
    </message>
    <message>
        <source>%1 with BOM</source>
        <translation>%1 帶 BOM</translation>
    </message>
</context>
<context>
    <name>duizhao::SideBySideView</name>
    <message>
        <source>&amp;Word Wrap</source>
        <translation>自動換行(&amp;W)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>重設縮放(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Font…</source>
        <translation>字型(&amp;F)…</translation>
    </message>
    <message>
        <source>Font of both panes</source>
        <translation>兩個窗格的字型</translation>
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
        <translation>正在顯示開頭部分；其餘部分轉換中…</translation>
    </message>
    <message>
        <source>Every change is shown; sorting them for the review (editing waits for it)…</source>
        <translation>所有改動已顯示；正在為校對分類（分類完成後才能編輯）…</translation>
    </message>
    <message numerus="yes">
        <source>%n review(s) kept.</source>
        <translation>
            <numerusform>保留了 %n 處校對。</numerusform>
        </translation>
    </message>
    <message>
        <source>Converted again with the new rules; %1</source>
        <translation>已依新規則重新轉換；%1</translation>
    </message>
    <message>
        <source>Converted again with the new rules: %1 %2 %3</source>
        <translation>已依新規則重新轉換：%1%2%3</translation>
    </message>
    <message numerus="yes">
        <source>%n of your edits kept,</source>
        <translation>
            <numerusform>保留了你的 %n 處修改，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gave way to the rules;</source>
        <translation>
            <numerusform>%n 處讓位於規則；</numerusform>
        </translation>
    </message>
    <message>
        <source>Explaining cancelled: the changes are shown without their categories. Review → Convert Again explains them.</source>
        <translation>已取消解釋：改動已全部顯示，但未分類。「校對 → 重新轉換」可為其分類。</translation>
    </message>
    <message>
        <source>Conversion cancelled: only the beginning is shown. Choose a conversion to convert the whole text.</source>
        <translation>轉換已取消：只顯示了開頭部分。選擇一種轉換方式即可轉換全文。</translation>
    </message>
    <message>
        <source>Conversion cancelled</source>
        <translation>轉換已取消</translation>
    </message>
    <message numerus="yes">
        <source>Back to this chapter with your %n edit(s).</source>
        <translation>
            <numerusform>回到本章，你的 %n 處編輯都在。</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to this chapter with your edits: %1 %2</source>
        <translation>回到本章，你的編輯：%1%2</translation>
    </message>
    <message numerus="yes">
        <source>%n kept,</source>
        <translation>
            <numerusform>%n 處保留，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gave way to the rules changed since.</source>
        <translation>
            <numerusform>%n 處讓位給此後改動的規則。</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to this chapter as you left it.</source>
        <translation>回到本章，一切如你離開時。</translation>
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
        <translation>對照</translation>
    </message>
</context>
</TS>
