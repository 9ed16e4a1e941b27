// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/names/nametally.h"

#include <QAbstractTableModel>

#include <vector>

namespace duizhao {

// The names of the open text, or of its book (NameTally), as the Names list shows them: the name
// in the source, how often the text has it, the forms the converted text writes it in and the
// other forms its characters could take.
class NamesModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Times, Written, Others, ColumnCount };

    explicit NamesModel(QObject *parent = nullptr);

    void setEntries(std::vector<NameEntry> entries);
    const NameEntry &entry(int row) const { return m_entries[size_t(row)]; }
    // Whether the text or its book has names at all.
    bool isEmpty() const { return m_entries.empty(); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString written(const NameEntry &entry) const;
    QString others(const NameEntry &entry) const;
    QString toolTip(const NameEntry &entry) const;

    std::vector<NameEntry> m_entries;
};

} // namespace duizhao
