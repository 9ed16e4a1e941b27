// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/conversion/converter.h"
#include "riskevaluation.h"

#include <QDir>
#include <QHash>
#include <QString>

#include <memory>

// The conversion's mistakes on published Traditional text (tests/data/published): the text
// turned into Simplified with t2s and converted back; where the result differs from what was
// published, once the variants that are both right are folded together (裏/裡, 着/著, 爲/為:
// OpenCC's own regional variant dictionaries), the conversion got it wrong.
namespace roundtrip {

// Each character's class of variants that are both right, by a representative.
class VariantFolding {
public:
    // From the regional variant dictionaries of OpenCC's data (resources/opencc/dictionary).
    explicit VariantFolding(const QDir &dictionaries)
    {
        for (const char *name :
             {"TWVariants.txt", "TWVariantsRev.txt", "HKVariants.txt", "HKVariantsRev.txt"}) {
            const QString text =
                riskevaluation::readText(dictionaries.filePath(QLatin1String(name)));
            for (const QString &line : text.split(u'\n')) {
                const QStringList fields = line.split(u'\t');
                if (fields.size() < 2)
                    continue;
                const QList<uint> key = fields[0].toUcs4();
                for (const QString &value : fields[1].split(u' ')) {
                    const QList<uint> target = value.toUcs4();
                    if (key.size() == 1 && target.size() == 1)
                        join(key[0], target[0]);
                }
            }
        }
    }
    char32_t fold(char32_t c) const
    {
        char32_t root = c;
        while (m_parent.contains(root) && m_parent.value(root) != root)
            root = m_parent.value(root);
        return root;
    }

private:
    void join(char32_t a, char32_t b)
    {
        const char32_t rootA = fold(a);
        const char32_t rootB = fold(b);
        if (rootA != rootB)
            m_parent.insert(std::max(rootA, rootB), std::min(rootA, rootB));
    }
    QHash<char32_t, char32_t> m_parent;
};

// The published text's Simplified twin, and where converting it back with `to` misses the
// published character, as positions of the twin (character for character: lines whose lengths
// differ are left out). A character of the published text that `to` would itself change (a
// Simplified 内 left in it, OpenCC's own 爲 in a Taiwanese text) is the edition's, not a mistake.
inline riskevaluation::MarkedText mistakes(const QString &name, const QString &published,
                                           const duizhao::Converter &t2s,
                                           const duizhao::Converter &to,
                                           const VariantFolding &folding,
                                           QString *convertedBack = nullptr)
{
    riskevaluation::MarkedText marked{name, t2s.convert(published), {}};
    const QString back = to.convert(marked.text);
    if (convertedBack)
        *convertedBack = back;
    QHash<QChar, bool> ownForm;
    const auto isOwnForm = [&](QChar c) {
        auto known = ownForm.constFind(c);
        if (known == ownForm.cend())
            known = ownForm.insert(c, to.convert(QString(c)) == QString(c));
        return *known;
    };
    if (published.size() != marked.text.size() || back.size() != marked.text.size())
        return marked; // never seen with these configs: t2s and s2tw, s2hk keep lengths
    for (qsizetype i = 0; i < published.size(); ++i) {
        const QChar was = published[i];
        const QChar is = back[i];
        if (was == is || was.isSurrogate() || !isOwnForm(was))
            continue;
        if (folding.fold(was.unicode()) != folding.fold(is.unicode()))
            marked.mistakes.push_back(int(i));
    }
    return marked;
}

} // namespace roundtrip
