#include "widgets/present/presentation.h"

#include <algorithm>

#include <QApplication>
#include <QBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QToolTip>
#include <QUndoStack>

#include "model/io/workspace_json.h"
#include "widgets/common/slide_editors.h"
#include "widgets/present/pointer_highlight.h"
#include "widgets/present/scene_book.h"
#include "widgets/present/workspace_state.h"
#include "widgets/session/scenario_session.h"
#include "widgets/workbench/workbench.h"

namespace memledger::widgets {

namespace {
constexpr double kCaptionScale = 1.4;   // the scene's name above the view, larger still

QFont scaled(QFont font, double factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else
        font.setPixelSize(static_cast<int>(font.pixelSize() * factor));
    return font;
}
}  // namespace

Presentation::Presentation(Workbench* bench, SceneBook* scenes, QWidget* window)
    : QObject(window), m_bench(bench), m_scenes(scenes), m_window(window), m_caption(new QLabel),
      m_pointer(new PointerHighlight(window))
{
    m_caption->setObjectName(QStringLiteral("PresentationCaption"));
    m_caption->setWordWrap(true);
    m_caption->hide();
    // Above the headline: the workbench's layout is a column (headline, ledger and tabs).
    if (auto* column = qobject_cast<QBoxLayout*>(bench->layout()))
        column->insertWidget(0, m_caption);
    connect(m_scenes, &SceneBook::changed, this, [this] {
        if (m_active && m_current >= m_scenes->count())
            m_current = m_scenes->count() - 1;
        updateCaption();
    });
}

Presentation::~Presentation()
{
    if (m_active)
        qApp->removeEventFilter(this);
}

void Presentation::setControls(const QList<QWidget*>& controls)
{
    m_controls.clear();
    for (QWidget* control : controls)
        m_controls << control;
}

void Presentation::enter(int scene)
{
    if (m_active) {
        showScene(scene);
        return;
    }
    m_active = true;
    m_undoIndexBefore = m_bench->session()->undoStack()->index();
    m_tabBefore = m_bench->currentTabId();
    m_hidden.clear();
    for (const QPointer<QWidget>& control : m_controls)
        if (control && control->isVisible()) {
            m_hidden << control;
            control->hide();
        }
    m_font = m_bench->font();
    m_ownFonts.clear();
    for (QWidget* view : m_bench->findChildren<QWidget*>())
        if (view->testAttribute(Qt::WA_SetFont) && view != m_caption)
            m_ownFonts.append({view, view->font()});
    m_bench->setFont(scaled(m_font, kTypeScale));
    for (const auto& [view, font] : m_ownFonts)
        view->setFont(scaled(font, kTypeScale));
    m_caption->setFont(scaled(m_bench->font(), kCaptionScale));
    m_caption->show();
    // A tooltip is read from the back of the room too.
    m_tooltipFont = QToolTip::font();
    QToolTip::setFont(scaled(m_tooltipFont, kTypeScale));
    m_hiddenEditors = hideSlideEditors(m_bench);
    m_windowState = m_window->windowState();
    if (m_fullScreen)
        m_window->setWindowState(m_windowState | Qt::WindowFullScreen);
    qApp->installEventFilter(this);
    if (m_scenes->count() > 0) {
        showScene(std::clamp(scene, 0, m_scenes->count() - 1));
    } else {
        m_current = -1;
        m_bench->showOnly(QString::fromStdString(captureScene(*m_bench, QString()).view.view));
        updateCaption();
    }
    emit activeChanged(true);
}

void Presentation::leave()
{
    if (!m_active)
        return;
    m_active = false;
    qApp->removeEventFilter(this);
    m_pointer->setActive(false);
    m_bench->showOnly(QString());
    m_bench->setFont(m_font);
    for (const auto& [view, font] : m_ownFonts)
        if (view)
            view->setFont(font);
    m_ownFonts.clear();
    QToolTip::setFont(m_tooltipFont);
    showSlideEditors(m_hiddenEditors);
    m_hiddenEditors.clear();
    m_caption->hide();
    for (const QPointer<QWidget>& control : m_hidden)
        if (control)
            control->show();
    m_window->setWindowState(m_windowState);
    // The scenes were shown as undoable steps: back to the scenario being worked on.
    QUndoStack* undo = m_bench->session()->undoStack();
    if (undo->index() > m_undoIndexBefore)
        undo->setIndex(m_undoIndexBefore);
    m_bench->showView(m_tabBefore);
    m_current = -1;
    emit activeChanged(false);
}

void Presentation::showScene(int index)
{
    if (!m_active || index < 0 || index >= m_scenes->count())
        return;
    m_current = index;
    const model::Scene& scene = m_scenes->at(index);
    widgets::showScene(*m_bench, scene, tr("Scene %1").arg(QString::fromStdString(scene.name)));
    m_bench->showOnly(QString::fromStdString(scene.view.view));
    updateCaption();
}

void Presentation::next()
{
    if (m_scenes->count() == 0)
        stepView(+1);
    else
        showScene(std::min(m_current + 1, m_scenes->count() - 1));
}

void Presentation::previous()
{
    if (m_scenes->count() == 0)
        stepView(-1);
    else
        showScene(std::max(m_current - 1, 0));
}

void Presentation::stepView(int delta)
{
    const auto& ids = model::sceneViewIds();
    const auto it = std::find(ids.begin(), ids.end(), m_bench->onlyView().toStdString());
    const int at = it == ids.end() ? 0 : static_cast<int>(it - ids.begin());
    const int count = static_cast<int>(ids.size());
    m_bench->showOnly(QString::fromStdString(ids[static_cast<std::size_t>((at + delta + count) % count)]));
}

QString Presentation::caption() const
{
    const std::string& title = m_bench->session()->scenario().title;
    const QString scenario = QString::fromStdString(title);
    if (m_current < 0)
        return scenario;
    const QString name = QString::fromStdString(m_scenes->at(m_current).name);
    const QString numbered = tr("%1 / %2 — %3").arg(m_current + 1).arg(m_scenes->count()).arg(name);
    return scenario.isEmpty() || scenario == name ? numbered : tr("%1 · %2").arg(numbered, scenario);
}

void Presentation::updateCaption()
{
    m_caption->setText(caption());
    m_caption->setVisible(m_active && !m_caption->text().isEmpty());
}

bool Presentation::handleKey(int key)
{
    switch (key) {
    case Qt::Key_Right:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        next();
        return true;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
        previous();
        return true;
    case Qt::Key_Home:
        showScene(0);
        return true;
    case Qt::Key_End:
        showScene(m_scenes->count() - 1);
        return true;
    case Qt::Key_L:
        m_pointer->setActive(!m_pointer->isActive());
        return true;
    case Qt::Key_Escape:
        leave();
        return true;
    default:
        return false;
    }
}

bool Presentation::eventFilter(QObject* watched, QEvent* event)
{
    // Before any view: the arrows step through scenes whatever has the focus in this window.
    if (event->type() == QEvent::KeyPress) {
        auto* widget = qobject_cast<QWidget*>(watched);
        const auto* key = static_cast<QKeyEvent*>(event);
        if (widget && widget->window() == m_window && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier && handleKey(key->key()))
            return true;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace memledger::widgets
