// The one-line verdict above the ledger: fits or not, peak per GPU, peak instant,
// headroom, tokens per step, global batch. Shows the engine's problems when invalid. A peak
// whose fragmentation is still the assumed share is marked "≈ … · refining…" until the
// hub's simulated ledger replaces it, so the number that follows is announced.
#pragma once

#include <QFrame>

#include "widgets/common/quantity_text.h"
#include "widgets/session/scenario_session.h"

class QLabel;

namespace memledger::widgets {

class LiveLabel;

class HeadlineStrip : public QFrame {
    Q_OBJECT
public:
    explicit HeadlineStrip(QWidget* parent = nullptr);

    // `committed`: while a preview is shown, the estimate it would replace. The verdict
    // is then marked as a preview and the peak says what it is now.
    void setEstimate(const model::Scenario& scenario, EstimatePtr current, ByteUnit unit,
                     EstimatePtr committed = nullptr);
    QString verdictText() const;
    QString detailText() const;

private:
    void showProblems(const model::Estimate& estimate);

    QLabel* m_verdict;
    LiveLabel* m_details;   // changes with every edit: its own layout
    bool m_provisional = false;   // the peak shown assumes the fragmentation; the simulated one is coming
};

}  // namespace memledger::widgets
