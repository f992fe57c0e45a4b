// Every term of the estimate as a tree (stage → term) with its bytes, provenance,
// formula, the formula with values, source and note. Click a bar and it jumps here;
// pick a term here and termSelected() lets the window highlight it in the ledger.
#pragma once

#include <QWidget>

#include "widgets/common/quantity_text.h"
#include "widgets/session/scenario_session.h"

class QTreeWidget;
class QTreeWidgetItem;
class QTextBrowser;

namespace memledger::widgets {

class FormulaInspector : public QWidget {
    Q_OBJECT
public:
    enum Column { LabelColumn, BytesColumn, ProvenanceColumn, FormulaColumn, ValuesColumn, SourceColumn, NoteColumn };
    // StaleRole: a collapsed ledger whose rows show an earlier estimate until it is expanded.
    enum Role { LedgerRole = Qt::UserRole, TermRole, BytesRole, IdRole, StaleRole };

    explicit FormulaInspector(QWidget* parent = nullptr);

    void setEstimate(EstimatePtr shown, bool stale);
    void setUnit(ByteUnit unit);
    // Selects, expands and scrolls to one term (ledger: stage, kHostLedger or kNvmeLedger).
    bool selectTerm(int ledger, int term);
    // Selects the first term whose id is `id` in the worst stage (or any ledger).
    bool selectTermById(const QString& id);
    // The current term (ledger −1 … stage, term −1 when none is selected).
    int selectedLedger() const;
    int selectedTerm() const;
    // The selected term's id (what a saved scene names), empty when none is selected.
    QString selectedTermId() const;
    QTreeWidget* tree() const { return m_tree; }
    QString detailsHtml() const;

signals:
    // The user picked a term (term −1: a ledger heading, or nothing). Programmatic
    // selection (selectTerm, selectTermById, a rebuild) never emits it, so a view that
    // echoes a selection back into the inspector cannot start a loop.
    void termSelected(int ledger, int term);

protected:
    void changeEvent(QEvent* event) override;

private:
    void currentChanged();
    QString peakNote(int ledger, const model::Term& term) const;
    QString fragmentationBasis(const model::FragmentationBasis& basis) const;
    // One ledger as the tree heads and lists it.
    struct LedgerShown {
        QString title;
        int ledger;
        const std::vector<model::Term>* terms;
        bool expanded;
    };
    std::vector<LedgerShown> ledgersOf(const model::Estimate& estimate) const;
    bool lists(const std::vector<LedgerShown>& ledgers) const;
    void rebuild();
    void addLedger(const QString& title, int ledger, const std::vector<model::Term>& terms, bool expanded);
    void showTerm(QTreeWidgetItem* item, const model::Term& term);
    void showTerms(QTreeWidgetItem* ledger, const std::vector<model::Term>& terms);
    void expanded(QTreeWidgetItem* ledger);
    void showDetails();
    QTreeWidgetItem* findItem(int ledger, int term) const;

    QTreeWidget* m_tree;
    QTextBrowser* m_details;
    EstimatePtr m_estimate;
    ByteUnit m_unit = ByteUnit::GiB;
    int m_selectedLedger = 0;
    QString m_selectedId;
    bool m_programmatic = false;
};

}  // namespace memledger::widgets
