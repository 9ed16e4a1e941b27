// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/namesmodel.h"

#include <QGuiApplication>
#include <QPalette>
#include <QStringList>

namespace duizhao {

NamesModel::NamesModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void NamesModel::setEntries(std::vector<NameEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

int NamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int NamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NamesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || size_t(index.row()) >= m_entries.size())
        return {};
    const NameEntry &entry = m_entries[size_t(index.row())];
    if (role == Qt::ToolTipRole)
        return toolTip(entry);
    if (role == Qt::TextAlignmentRole && index.column() == Times)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    // A name of the book that this chapter does not write is listed, for the book's names are
    // one list, but greyed: nothing of it here to choose.
    if (role == Qt::ForegroundRole && entry.inText == 0)
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name:
        return QString(entry.name.surname + entry.name.given);
    case Times:
        return entry.inBook > entry.inText ? tr("%1 of %2").arg(entry.inText).arg(entry.inBook)
                                           : QString::number(entry.inText);
    case Written:
        return entry.inText == 0 ? tr("not in this chapter") : written(entry);
    case Others:
        return others(entry);
    default:
        return {};
    }
}

QVariant NamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Times)
        return tr("How often this text writes the name; in a book's chapter, of how often the "
                  "book does");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Name");
    case Times:
        return tr("Times");
    case Written:
        return tr("Written");
    case Others:
        return tr("Could be");
    default:
        return {};
    }
}

// 子於 5 · 子于 3: a name written two ways is written wrong at least once.
QString NamesModel::written(const NameEntry &entry) const
{
    if (entry.written.size() == 1)
        return entry.writtenAs(entry.written.front().first);
    QStringList forms;
    for (const auto &[form, count] : entry.written)
        forms << QStringLiteral("%1 %2").arg(entry.writtenAs(form)).arg(count);
    return forms.join(QStringLiteral(" · "));
}

QString NamesModel::others(const NameEntry &entry) const
{
    QStringList forms;
    for (const QString &form : entry.forms) {
        if (std::none_of(entry.written.begin(), entry.written.end(),
                         [&](const auto &written) { return written.first == form; }))
            forms << entry.writtenAs(form);
    }
    return forms.join(u' ');
}

QString NamesModel::toolTip(const NameEntry &entry) const
{
    const FoundName &name = entry.name;
    QString tip = tr("%1, given name %2 (surname %3)")
                      .arg(name.surname + name.given, name.given, name.surname);
    tip += u'\n' + tr("In this text %n time(s)", nullptr, entry.inText);
    if (entry.inBook != entry.inText)
        tip += u'\n' + tr("In the book %n time(s)", nullptr, entry.inBook);
    if (entry.written.size() > 1)
        tip += u'\n' +
               tr("Written %1 ways: a name has one, so some are wrong").arg(entry.written.size());
    return tip;
}

} // namespace duizhao
