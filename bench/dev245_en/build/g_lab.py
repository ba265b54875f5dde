"""Genres: weekly OPAT bloods review; vancomycin level monitoring (dev245)."""
import gen as G
import clin as C
from common import S, ago, later, wkday, label_block, esign, contact_line, mrn_frag, id_label


VANC_IND = ["vertebral osteomyelitis {lev}", "{side} knee PJI", "bacteraemia with septic thrombophlebitis",
            "prosthetic valve endocarditis", "infected {side} hip hemiarthroplasty", "septic arthritis {side} knee",
            "sternal wound infection post CABG", "diabetic foot osteomyelitis {side}", "CIED pocket infection",
            "spinal hardware infection {lev}", "empyema"]


def _col(s, w):
    return s + " " * max(1, w - len(s))


def weekly_bloods(n, cx, today):
    pt = G.Patient(cx, today)
    cs = C.case(cx)
    reg = cs.reg
    lb = C.Labs(cx)
    rev = G.Staff(cx, cx.ch(["dr", "ph", "np", "rn"]))
    weeks = C.dur_weeks(cx, cs) + 2
    ncol = cx.ri(2, 4)
    start = ago(today, max(cx.ri(8, 30), 7 * ncol + cx.ri(0, 3)))
    day = (today - start).days
    end = later(start, weeks * 7)
    hdr = cx.ch(["OPAT WEEKLY BLOODS REVIEW", "OPAT Virtual Review - Weekly Monitoring Bloods",
                 "Antimicrobial monitoring bloods - OPAT", "Weekly lab review (OPAT)", "OPAT MONITORING - results review"])
    n.ln(hdr)
    label_block(n, cx, pt, today)
    n.ln("Review date: {d}   Reviewer: {r}", d=cx.D(today), r=rev.sig())
    n.ln("Indication: {i}", i=[cs.ind, " (", cs.org, ")"])
    n.ln("Regimen: {r} - day {d} of ~{t} (started {s}, planned stop {e})", r="%s %s %s" % reg[:3], d=day, t=weeks * 7,
         s=cx.D(start, cx.ch(["md", cx.dstyle, "short"])), e=cx.D(end, cx.ch(["md", cx.dstyle, "short", "ordshort"])))
    n.ln()
    draws = [ago(today, 7 * (ncol - 1 - i) + cx.ri(0, 1)) for i in range(ncol)]
    v = lb.series(reg[0], ncol)
    units = lb.units()
    keys = [k for k in ["WBC", "WCC", "Hb", "Plt", "Neut", "Eos", "Na", "K", "Cr", "eGFR", "CRP", "ESR", "ALT", "ALP", "Bili", "CK"]
            if k in v[0]]
    if not cx.p(0.3):
        keys = [k for k in keys if k not in ("Na", "Bili")]
    tab = cx.r.randrange(3)
    if tab == 0:
        head = [_col("", 22)]
        for d in draws:
            head += [S(cx.dfmt(d, cx.ch(["md"])), "DATE"), "    "]
        n.ln("{h}", h=head)
        for k in keys:
            row = _col("%s (%s)" % (k, units.get(k, "")), 22)
            n.ln(row + "".join(_col(x[k], 9) for x in v))
    elif tab == 1:
        rst = cx.ch(["md", cx.dstyle])
        for d, x in zip(draws, v):
            n.ln("{d} (spec {a}): {vals}", d=cx.D(d, rst), a=S(cx.idnum("acc"), "IDNUM"),
                 vals=", ".join("%s %s" % (k, x[k]) for k in keys))
    else:
        n.ln("| Test | " + " | ".join(["{d%d}" % i for i in range(ncol)]) + " | units |",
             **{"d%d" % i: cx.D(d, "md") for i, d in enumerate(draws)})
        n.ln("|---" * (ncol + 2) + "|")
        for k in keys:
            n.ln("| %s | %s | %s |" % (k, " | ".join(x[k] for x in v), units.get(k, "")))
    if reg[0].startswith("vanc"):
        n.ln("Vancomycin level {d}: {l} mg/L ({t})", d=cx.D(draws[-1], "md"), l="%.1f" % cx.r.uniform(8, 29),
             t=cx.ch(["trough", "pre-dose", "steady state (CI)", "random"]))
    n.ln()
    com = []
    crp0, crp1 = v[0]["CRP"], v[-1]["CRP"]
    com.append("CRP %s -> %s." % (crp0, crp1))
    if "dapto" in reg[0]:
        com.append(cx.ch(["CK within normal limits - continue.", "CK mildly raised, asymptomatic, recheck next week.",
                          "No myalgia; statin remains held."]))
    if cx.p(0.4):
        com.append(cx.ch(["Eosinophils rising - watch for rash/DRESS.", "Neutrophils %s - drug-induced neutropenia possible; repeat in 3 days." % v[-1]["Neut"],
                          "ALT up - ?drug-related, repeat LFTs.", "Creatinine stable.", "Mild AKI - hydrate, recheck.",
                          "Platelets normal.", "Hb stable, no action."]))
    n.ln("Comment: {c}", c=" ".join(com))
    k = cx.r.randrange(4)
    if k == 0:
        n.ln("Phoned pt on {p} at {t} - {x}. {y}", p=S(cx.ch([pt.phone, pt.mobile]), "PHONE"), t=cx.time(),
             x=cx.ch(["feeling well, no fevers", "line site fine, no rash", "reports loose stools x2/day, no blood",
                      "some nausea, eating ok", "no answer, voicemail left"]),
             y=cx.ch(["", "Spoke with %s as well." % pt.rel, "Stool C. diff sent."]))
    elif k == 1:
        n.ln("Discussed with {c} (ID consultant) {d}: {x}", c=G.Staff(cx, "dr").dr(), d=cx.ch(["today", "this am", "on the phone"]),
             x=cx.ch(["continue as planned", ["switch to oral step-down after ", cx.D(later(today, 7), "md")],
                      "extend to 8 weeks given MRI findings", "reduce dose - see renal function"]))
    elif k == 2:
        n.ln("Results emailed to {e} and faxed to home infusion pharmacy {f}.", e=S(cx.email(team=cx.ch(["opat", "idpharm", "homeinf.rx"])), "EMAIL"),
             f=S(cx.phone(False), "FAX"))
    else:
        n.ln("Nurse {r} informed via secure message; pt aware.", r=G.Staff(cx, "rn").short())
    n.ln("Plan: {p} Next bloods {d}{o}.", p=cx.ch(["Continue current regimen.", "No change.", "Continue; dose unchanged.",
                                                    "Continue - end date unchanged."]),
         d=cx.D(later(today, 7), cx.ch(["md", "wk", "short", cx.dstyle])),
         o=["; OPAT clinic ", cx.D(wkday(later(today, cx.ri(3, 12))), cx.ch(["md", "wk", "wkfull"]))] if cx.p(0.5) else "")
    if cx.p(0.35):
        n.ln("Planned end of IV therapy {e}; consider {o} thereafter.", e=cx.D(end, cx.ch(["long", "md", "short"])), o=cx.ch(C.ABX_ORAL))
    esign(n, cx, rev, today)


def vanc_levels(n, cx, today):
    pt = G.Patient(cx, today)
    ph = G.Staff(cx, "ph")
    wt = round(cx.r.uniform(48, 135), 1)
    ht = cx.ri(150, 193)
    scr_us = round(cx.r.uniform(0.6, 2.0), 2)
    scr = ("%.2f mg/dL" % scr_us) if cx.us else ("%d umol/L" % int(scr_us * 88.4))
    crcl = int(((140 - pt.age) * wt * (0.85 if pt.sex == "F" else 1.0)) / (72 * scr_us))
    cont = (not cx.us) and cx.p(0.55)
    dose = cx.ch([750, 1000, 1250, 1500, 1750, 2000])
    n.ln(cx.ch(["VANCOMYCIN PHARMACOKINETIC NOTE - OPAT", "Pharmacy: Vancomycin dosing/monitoring", "OPAT Vancomycin Level Review",
                "Clinical Pharmacist Note - Vancomycin TDM", "VANC AUC MONITORING (home infusion)"]))
    label_block(n, cx, pt, today, cx.ch([0, 1, 3, 4]))
    n.ln("Date: {d}  {t}", d=cx.D(today), t=cx.time())
    n.ln("Indication: {i} ({o})", i=cx.ch(VANC_IND).format(side=cx.ch(["L", "R", "left", "right"]), lev=cx.ch(C.LEVELS)), o=cx.ch(["MRSA", "MRSA", "MRSE", "CoNS", "severe penicillin allergy"]))
    n.ln()
    n.ln("Wt {w} kg  Ht {h} cm  BMI {b}", w=wt, h=ht, b="%.1f" % (wt / (ht / 100.0) ** 2))
    n.ln("SCr {s} (baseline {b}) -> CrCl (Cockcroft-Gault, ABW) ~{c} mL/min", s=scr,
         b=("%.2f" % (scr_us * cx.r.uniform(0.8, 1.0))) if cx.us else str(int(scr_us * 88.4 * cx.r.uniform(0.8, 1.0))), c=crcl)
    if cont:
        n.ln("Current regimen: vancomycin {d} mg over 24 h continuous infusion via {p} (loading {l} mg given {ld})",
             d=dose * 2, p=cx.ch(["CADD-Solis VIP", "elastomeric device (Baxter LV10)", "Accufuser"]), l=cx.ch([1500, 2000, 2500]),
             ld=cx.D(ago(today, cx.ri(5, 20)), cx.ch(["md", cx.dstyle])))
    else:
        n.ln("Current regimen: vancomycin {d} mg IV q{q}h via {p}; last dose change {ld}", d=dose, q=cx.ch([12, 12, 24]),
             p=cx.ch(["CADD pump", "gravity", "CADD-Legacy", "Homepump 250 mL"]), ld=cx.D(ago(today, cx.ri(4, 15)), "md"))
    if cx.p(0.6):
        n.ln("Dose history (pump/visit records):")
        hst = cx.ch(["md", cx.dstyle, "wk"])
        nh = cx.ri(2, 4)
        for i in range(nh):
            n.ln("  {d}  {x}", d=cx.D(ago(today, 3 * (nh - i) - cx.ri(0, 1)), hst),
                 x=cx.ch(["doses given as scheduled", "evening dose 2 h late", "pump occlusion ~1 h, dose completed",
                          "bag changed by RN", "all doses given (RN verified)", "missed am dose - pt asleep"]))
    n.ln()
    n.ln("LEVELS")
    nl = cx.ri(1, 3)
    for i in range(nl):
        d = ago(today, 7 * (nl - 1 - i) + (0 if i == nl - 1 else cx.ri(0, 2)))
        lvl = round(cx.r.uniform(9, 31), 1)
        n.ln("  {d} {t}  {k} {l} mg/L   (acc {a}){c}", d=cx.D(d, cx.ch(["md", cx.dstyle])), t=cx.time(),
             k="CSS" if cont else cx.ch(["trough", "pre-dose", "peak", "trough"]), l=lvl, a=S(cx.idnum("acc"), "IDNUM"),
             c=cx.ch(["", "", " - drawn 30 min late", " - drawn from PICC after 20 mL discard", " ?haemolysed"]))
    n.ln()
    auc = cx.ri(320, 720)
    if cont:
        n.ln("Target steady-state 20-25 mg/L (AUC24 ~ 480-600). Estimated AUC24 {a} mg.h/L.", a=auc)
    else:
        n.ln("Bayesian estimate ({s}): AUC24 {a} mg.h/L, target 400-600. Cmin predicted {c} mg/L.",
             s=cx.ch(["InsightRx", "DoseMeRx", "PrecisePK", "two-level Sawchuk-Zaske"]), a=auc, c="%.1f" % cx.r.uniform(8, 22))
    tot = dose * 2 if cont else dose
    if auc > 600:
        adv = "Above target - reduce to %d mg %s." % (tot - 250, "over 24 h" if cont else "q%dh" % cx.ch([12, 24]))
    elif auc < 400:
        adv = "Subtherapeutic - increase to %d mg %s." % (tot + 250, "over 24 h" if cont else "q12h")
    else:
        adv = "Within target - continue current dose."
    n.ln("Assessment: {a} Renal function {r}. No ototoxicity symptoms reported.", a=adv,
         r=cx.ch(["stable", "stable", "slightly worse - monitor", "improving"]))
    n.ln("Concurrent nephrotoxins: {x}", x=cx.ch(["none", "furosemide 40 mg", "pip-tazo stopped", "ibuprofen - advised to stop",
                                                   "ACE inhibitor held"]))
    n.ln()
    nxt = later(today, cx.ch([3, 4, 7]))
    n.ln("Plan:")
    n.ln("- New order sent to {p} (Rx {r}); change effective {d}.", p=S(G.provider(cx), "HOSPITAL"), r=S(cx.idnum("rx"), "IDNUM"),
         d=cx.D(later(today, 1), cx.ch(["md", "wk", "short"])))
    n.ln("- Next level {d} {t}, with {b}.", d=cx.D(nxt, cx.ch(["md", "wk", "wkfull", cx.dstyle])),
         t=cx.ch(["pre-dose", "before 0800 dose", "any time (CI)", "30 min before the evening dose"]), b=C.Labs(cx).chem_name())
    k = cx.r.randrange(3)
    if k == 0:
        n.ln("- Discussed with home infusion RN {r} ({p}) who will draw the level.", r=G.Staff(cx, "rn").sig(), p=S(cx.phone(), "PHONE"))
    elif k == 1:
        n.ln("- Pt {p} informed by phone; agrees. {rel} {nk} will be home for the visit.", p=pt.p.nm(cx.ch(["il", "full", "last"])),
             rel=pt.rel.capitalize(), nk=pt.nok.nm(cx.ch(["first", "full"])))
    else:
        n.ln("- Prescriber {d} notified; co-signature requested.", d=G.Staff(cx, "dr").dr())
    if cx.p(0.3):
        n.ln("- Lab req faxed to {f}; requisition no. {r}.", f=S(cx.phone(False), "FAX"), r=S(cx.idnum("order"), "IDNUM"))
    n.ln()
    n.ln("{s}", s=ph.sig())
    if cx.us and cx.p(0.5):
        n.ln("Lic {l}  |  ext {e}", l=S(cx.license("ph"), "LICENSE"), e=S("555%d" % cx.ri(10, 99), "PHONE"))
    elif cx.p(0.5):
        n.ln("{c}", c=contact_line(cx, ph))
