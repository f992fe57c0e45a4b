// The welcome card's place in the workbench: over the tabs (the lower half), clear of the
// ledger's bars it talks about, written again whenever the ledger changes while it is up.
#include <QTabWidget>

#include "model/service/scenario_request.h"
#include "widgets/ledger/ledger_view.h"
#include "widgets/session/scenario_session.h"
#include "widgets/workbench/welcome_card.h"
#include "widgets/workbench/workbench.h"

namespace memledger::widgets {

void Workbench::showWelcome()
{
    if (!m_welcome) {
        m_welcome = new WelcomeCard(this);
        connect(m_welcome, &WelcomeCard::tourRequested, this, &Workbench::tourRequested);
        connect(m_welcome, &WelcomeCard::guideRequested, this, &Workbench::guideRequested);
        connect(m_welcome, &WelcomeCard::triageRequested, this, &Workbench::triageRequested);
        m_welcome->setAnchor(m_tabs);
    }
    m_session->flush();
    m_welcome->show();
    describeWelcome();
    m_welcome->raise();
    // The lesson's formula beside the card: its largest term selected in the inspector.
    if (const EstimatePtr shown = m_ledger->shownEstimate(); shown && shown->valid()) {
        const LedgerLesson lesson = ledgerLesson(*shown);
        if (lesson.term >= 0)
            jumpToTerm(lesson.stage, lesson.term);
    }
}

void Workbench::describeWelcome()
{
    if (!m_welcome || !m_welcome->isVisible())
        return;
    // Invalid inputs: the card says so (there may be no valid ledger at all yet).
    const SnapshotPtr current = m_session->snapshot();
    const EstimatePtr shown = current && !current->valid() ? current->estimate : m_ledger->shownEstimate();
    if (!shown)
        return;
    const model::Scenario& s = m_session->scenario();
    const auto* preset = model::modelPresetOf(s, *m_presets);
    const QString model = preset ? QString::fromStdString(preset->name) : tr("a custom model");
    const QString gpu = QString::fromStdString(s.hardware.gpuName.empty() ? s.hardware.gpuId : s.hardware.gpuName);
    m_welcome->describe(tr("%1 on %2 × %3").arg(model).arg(s.worldSize()).arg(gpu), *shown, m_unit);
}

}  // namespace memledger::widgets
