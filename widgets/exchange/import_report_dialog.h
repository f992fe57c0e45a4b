// What an import of another tool's configuration understood, before it touches the
// scenario: every key read, left to the framework's default, approximated, understood but
// not modelled, and not understood, with the scenario field each became and why.
#pragma once

#include <QDialog>

#include "model/imports/config_import.h"

class QTreeWidget;

namespace memledger::widgets {

class ImportReportDialog : public QDialog {
    Q_OBJECT
public:
    ImportReportDialog(const model::ConfigImport& imported, const QString& fileName, QWidget* parent = nullptr);

    // The report's rows under each heading, for tests: heading, then "key = value → field".
    QStringList rows() const;

private:
    QTreeWidget* m_tree = nullptr;
};

}  // namespace memledger::widgets
