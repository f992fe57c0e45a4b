#include "widgets/exchange/import_report_dialog.h"

#include <optional>

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

enum Column { KeyColumn, ValueColumn, FieldColumn, NoteColumn };

QString text(const std::string& value) { return QString::fromStdString(value); }

// A row of the tree: the report's line, its note in the window's language.
struct Row {
    std::string key;
    std::string value;
    std::string field;
    std::string why;
};

// The lines of `lines` that are limitations of the estimate (`limitations`), or the others.
std::vector<Row> rowsOf(const std::vector<model::ImportLine>& lines, std::optional<bool> limitations = std::nullopt)
{
    std::vector<Row> rows;
    for (const auto& line : lines)
        if (!limitations || line.effect.has_value() == *limitations)
            rows.push_back({line.sourceKey, line.value, line.field, model::importLineWhy(line, engineWord)});
    return rows;
}

void addGroup(QTreeWidget* tree, const QString& title, const std::vector<Row>& rows, bool expanded)
{
    if (rows.empty())
        return;
    auto* group = new QTreeWidgetItem(tree, {title.arg(rows.size())});
    group->setFirstColumnSpanned(true);
    for (const auto& row : rows) {
        auto* item = new QTreeWidgetItem(group, {text(row.key), text(row.value), text(row.field), text(row.why)});
        item->setToolTip(NoteColumn, text(row.why));
    }
    group->setExpanded(expanded);
}

}  // namespace

ImportReportDialog::ImportReportDialog(const model::ConfigImport& imported, const QString& fileName, QWidget* parent)
    : QDialog(parent)
{
    const auto& report = imported.report;
    setWindowTitle(tr("Import %1").arg(fileName));
    auto* summary = new QLabel(this);
    summary->setWordWrap(true);
    summary->setText(tr("<b>%1</b> read as %2: %3 key(s) mapped exactly, %4 left to the framework's default, %5 "
                        "approximated, %6 understood but not modelled, %7 not understood. Nothing changes until you "
                        "apply it; the import can be undone.")
                         .arg(fileName.toHtmlEscaped(),
                              text(engineWord("Import", model::formatTitle(report.format).data())).toHtmlEscaped())
                         .arg(report.read.size())
                         .arg(report.defaulted.size())
                         .arg(report.approximated.size())
                         .arg(report.notModelled.size())
                         .arg(report.unknown.size()));
    m_tree = new QTreeWidget(this);
    m_tree->setHeaderLabels({tr("Key in the file"), tr("Value"), tr("Scenario field"), tr("Why")});
    m_tree->setWordWrap(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(NoteColumn, QHeaderView::Stretch);
    m_tree->setAccessibleName(tr("Import report"));
    std::vector<Row> problems;
    for (const auto& problem : report.problems)
        problems.push_back({problem.field, {}, {}, model::problemText(problem, engineWord)});
    addGroup(m_tree, tr("Problems (%1)"), problems, true);
    addGroup(m_tree, tr("Not understood (%1)"), rowsOf(report.unknown), true);
    addGroup(m_tree, tr("Changes memory, not modelled: named over the ledger (%1)"), rowsOf(report.notModelled, true),
             true);
    addGroup(m_tree, tr("Approximated (%1)"), rowsOf(report.approximated), true);
    addGroup(m_tree, tr("Left to the framework's default (%1)"), rowsOf(report.defaulted), true);
    addGroup(m_tree, tr("Read exactly (%1)"), rowsOf(report.read), true);
    addGroup(m_tree, tr("Understood, not modelled (%1)"), rowsOf(report.notModelled, false), false);
    for (int c = KeyColumn; c < NoteColumn; ++c)
        m_tree->resizeColumnToContents(c);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* apply = buttons->addButton(tr("&Apply to the Scenario"), QDialogButtonBox::AcceptRole);
    apply->setEnabled(report.problems.empty());
    apply->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(1000, 700);
}

QStringList ImportReportDialog::rows() const
{
    QStringList out;
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem* group = m_tree->topLevelItem(g);
        out << group->text(KeyColumn);
        for (int i = 0; i < group->childCount(); ++i) {
            const QTreeWidgetItem* item = group->child(i);
            out << item->text(KeyColumn) + QStringLiteral(" = ") + item->text(ValueColumn) + QStringLiteral(" → ") +
                       item->text(FieldColumn);
        }
    }
    return out;
}

}  // namespace memledger::widgets
