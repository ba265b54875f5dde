"""Genres: FLS case-finding log, orthogeriatric ward round note, hip fracture discharge summary (own)."""
import pools as PL
from core import P, Person, plus, idnum, serial, site_name, mrn, natid, bleep, phone, dstr, username, agesex, email_person
from blocks import pt_header, sig, negs, age_phrase, fam_ref, social, pmh
from case import FRACTURES, DRUGS, CALCIUM, OTHER_MEDS, lab_rows

SOURCES = ["ED", "Fracture clinic", "FC list", "Radiology alert", "Ortho ward", "GP referral", "Virtual fracture clinic",
           "Inpatient (AMU)", "Minor injuries unit"]
ACTIONS = ["DXA requested", "Letter to GP", "Nurse clinic booked", "Already on Rx - adherence check", "Declined",
           "Excluded - high trauma", "Excluded - pathological", "Treat without DXA (>75)", "Telephone assessment",
           "Referred to falls team", "Awaiting bloods"]


def fls_case_log(n, r, c):
    cc, wk = c.cc, c.anchor
    wk = plus(wk, -wk.weekday())
    n.add(r.choice(["FRACTURE LIAISON SERVICE - CASE-FINDING LOG", "FLS Case Identification Register",
                    "FLS weekly case-finding sheet", "CASE FINDING - FRAGILITY FRACTURES"]) + "\n")
    n.f("Site: {h}   Week commencing: {d}\n", h=c.hosp, d=c.dt(r, wk, r.choice(["wks", "num", "long", "wk"])))
    n.f("Coordinator: {nm} ({t})   bleep {b}\n", nm=c.nurse.n(r.choice(["full", "fml"])), t=c.nurse_title, b=bleep(r))
    n.add("Sources screened: ED attendances, fracture clinic lists, radiology reports (keywords: fracture, wedge, "
          "compression, insufficiency).\n\n")
    staff = [c.nurse, c.rad, c.sec]
    unames = [username(r, p) for p in staff]
    rows = r.randint(6, 13)
    fmt = r.randint(0, 2)
    ml = c.natlab if cc in ("UK", "NZ") and r.random() < 0.5 else {"AU": "UR", "US": "MRN"}.get(cc, "Hosp No")
    if fmt == 0:
        n.add("No | Date | Patient | %s | Age/Sex | Fracture | Source | Action | By\n" % ml)
    elif fmt == 1:
        n.add("date,%s,surname,forename,age,sex,fracture,source,outcome,user\n" % ml.lower().replace(" ", "_"))
    for i in range(rows):
        if i == 0:
            p, age, m = c.pt, c.age, (c.nat if ml == c.natlab else c.mrn)
        else:
            p = Person(r, "PATIENT", sex="F" if r.random() < 0.72 else "M")
            age = r.randint(50, 99)
            m = natid(r, cc) if ml == c.natlab else mrn(r, cc)
        dd = P(dstr(plus(wk, r.randint(0, 6)), r.choice(["dm", "dm", "num"]), cc), "DATE")
        fx = r.choice(FRACTURES)[0]
        src = r.choice(SOURCES)
        act = r.choice(ACTIONS)
        by = r.choice(staff)
        if fmt == 0:
            n.f("{i:02} | {d} | {nm} | {m} | {a} | {fx} | {s} | {act} | {by}\n".replace("{i:02}", "%02d" % (i + 1)),
                d=dd, nm=p.n(r.choice(["LF", "LF", "lf", "LFU"])), m=m, a=agesex(r, age, p.sex) if r.random() < 0.3 else
                [P(str(age), "AGE"), p.sex], fx=fx, s=src, act=act, by=by.n("ini"))
        elif fmt == 1:
            n.f("{d},{m},{l},{f},{a},{s},{fx},{src},{act},{u}\n", d=P(dstr(plus(wk, r.randint(0, 6)), "iso", cc), "DATE"), m=m,
                l=P(p.last.upper(), "PATIENT"), f=P(p.first, "PATIENT"), a=P(str(age), "AGE"), s=p.sex,
                fx=fx.replace(",", ""), src=src, act=act, u=unames[staff.index(by)])
        else:
            n.f("- {d} {nm} ({m}) {a} - {fx}, via {s}. {act}", d=dd, nm=p.n(r.choice(["il", "LF", "full"])), m=m,
                a=[P(str(age), "AGE"), p.sex], fx=fx, s=src, act=act)
            if r.random() < 0.3:
                rel = r.choice(["dtr", "son", "husband" if p.sex == "F" else "wife", "niece"])
                fam = Person(r, "FAMILY", sex="M" if rel in ("son", "husband") else "F")
                n.f("; NOK {rel} {f} {ph}", rel=rel, f=fam.n(r.choice(["first", "full"])), ph=phone(r, cc))
            n.f(" [{by}]\n", by=by.n(r.choice(["ini", "first"])))
    n.add("\n")
    scr = r.randint(120, 420)
    n.add("Summary: screened %d; eligible %d; excluded %d (age < 50: %d; high-trauma: %d; already under bone clinic: %d).\n"
          % (scr, rows, r.randint(2, 9), r.randint(0, 3), r.randint(0, 3), r.randint(0, 2)))
    n.add("KPI: identification %d%%, DXA within 12 weeks %d%%, treatment recommended %d%%. %s\n" % (
        r.randint(60, 95), r.randint(40, 90), r.randint(50, 85), r.choice(["Data check complete.", "Data uploaded to FLS-DB.", "ANZ FLS registry upload pending.",
                                                                          "Figures exclude patients < 50."])))
    n.f("Entered by {u} on {d}\n", u=unames[2], d=c.dt(r, plus(wk, 7), "num"))


def ortho_round(n, r, c):
    cc, d = c.cc, c.anchor
    he, his = ("she", "her") if c.sex == "F" else ("he", "his")
    pod = r.randint(1, 9)
    n.f("{t}  {d} {tm}\n", t=r.choice(["ORTHOGERIATRIC WARD ROUND", "Orthogeriatric review", "OG WR", "Ortho-geri ward round"]),
        d=c.dt(r, d, r.choice(["num", "wks", "dm", "abbr2"])), tm="%02d:%02d" % (r.randint(8, 12), r.randint(0, 59)))
    n.f("{w} bed {b}, {h}\n", w=c.ward, b=c.bed, h=c.hosp)
    n.f("Present: Dr {a} (Cons), Dr {b} (Reg), {cn} (NIC), {ph} (physio)\n", a=c.cons.n(r.choice(["last", "full"])),
        b=c.reg.n(r.choice(["last", "full", "il"])), cn=Person(r, "DOCTOR").n(r.choice(["first", "full"])),
        ph=c.physio.n(r.choice(["first", "full"])))
    n.f("\n{nm}  {as_}  {m}\n", nm=c.pt.n(r.choice(["full", "LF", "fml"])), as_=agesex(r, c.age, c.sex), m=c.mrn)
    hip = r.random() < 0.75
    op = r.choice(["DHS", "cemented hemiarthroplasty (Exeter V40 stem)", "PFNA", "Gamma nail", "THR (dual mobility)",
                   "cannulated screws", "Thompson's hemiarthroplasty", "Austin Moore hemiarthroplasty"])
    side = r.choice(["L", "R"])
    if hip:
        n.f("Day {p} post {op} for {s} #NOF ({g}). Admitted {d} from {frm}.\n", p=str(pod), op=op, s=side,
            g=r.choice(["Garden III", "Garden IV", "intertrochanteric", "basicervical", "subtrochanteric"]),
            d=c.dt(r, plus(d, -pod - 1), r.choice(["dm", "num", "dmon"])),
            frm=c.carehome if c.carehome is not None else r.choice(["home", "own home (lives alone)", "home with husband" if c.sex == "F" else "home with wife"]))
    else:
        n.f("Admitted {d} with {fx}; managed non-operatively.\n", d=c.dt(r, plus(d, -pod), "dm"), fx=c.fx[0])
    pmh(n, r, c)
    social(n, r, c, "SH: ")
    n.add("\nS: %s\n" % r.choice(["pain controlled on regular paracetamol + oxycodone prn.", "overnight confusion, pulling at cannula.",
                                   "eating 50% of meals.", "mobilised with ZF and 2 assist.", "c/o constipation, BNO 4 days."]))
    n.add("O: T %.1f, HR %d, BP %d/%d, SpO2 %d%% RA. %s %d/12. Hb %d, Na %d, eGFR %d.\n" % (
        r.uniform(36.2, 38.1), r.randint(60, 110), r.randint(95, 160), r.randint(50, 90), r.randint(90, 99), "4AT",
        r.randint(0, 10), r.randint(78, 135), r.randint(126, 144), r.randint(24, 90)))
    n.add("A/P:\n")
    bone = r.randint(0, 3)
    if bone == 0:
        bh = ["vitamin D %d nmol/L - load colecalciferol 50,000 IU weekly x3, then %s." % (r.randint(12, 45), r.choice(DRUGS))]
    elif bone == 1:
        bh = ["for IV zoledronic acid >= 2 weeks post-op if Ca/eGFR ok."]
    elif bone == 2:
        bh = ["start denosumab before discharge (eGFR < 35)."]
    else:
        bh = ["already on alendronate since ", c.dt(r, plus(d, -r.randint(400, 2000)), r.choice(["y", "my", "mys"])),
              " - switch to IV."]
    items = [[r.choice(["Delirium - likely multifactorial; TOM CAT checklist.", "AKI stage 1 - IV fluids, hold ramipril.",
                        "Post-op anaemia - transfuse if Hb < 80.", "Hyponatraemia - fluid restrict 1.5 L."])],
             ["Bone health: "] + bh,
             [r.choice(["VTE: enoxaparin 40 mg od x 28 days.", "Apixaban restarted.", "Falls: lying/standing BP, stop doxazosin."])]]
    if hip:
        items.append(["Registry: %s record " % ("ANZHFR" if cc in ("AU", "NZ") else "NHFD" if cc == "UK" else "IHFD" if cc == "IE"
                                                else "hip fracture registry"), idnum(r, "case")])
    for i, it in enumerate(items):
        n.add("%d. " % (i + 1))
        n.add(it)
        n.add("\n")
    rel, fp = fam_ref(r, c, 0, "full")
    k = r.randint(0, 2)
    if k == 0:
        n.f("NOK: {rel} {f} ({ph}) - updated by phone.\n", rel=rel, f=fp, ph=phone(r, cc))
    elif k == 1:
        n.f("Spoke to {rel} {f} at bedside; {he} was previously independent, {pr}.\n", rel=rel, f=c.fam[0][1].n("first"), he=he,
            pr=["retired ", c.prof])
    else:
        n.f("{rel} {f} (LPA health & welfare) to be involved in decisions; contact via {e}.\n", rel=rel.capitalize(), f=fp,
            e=email_person(r, c.fam[0][1]))
    n.add(r.choice(["Capacity: lacks capacity for discharge decisions - best interests meeting planned.\n",
                    "Capacity: has capacity, wishes to return home.\n",
                    "TEP/ReSPECT: for ward-based care.\n" if cc in ("UK", "IE") else "Code status: DNR/DNI confirmed.\n",
                    "Pressure areas intact (Waterlow 18).\n"]))
    n.add("Dispo: %s. EDD %s.\n" % (r.choice(["home with reablement", "back to care home", "rehab bed", "step-down ward"]),
                                    r.choice(["Fri", "early next week", "tbc"])))
    n.f("{nm} {t}  {pg} {b}\n", nm=c.reg.n(r.choice(["full", "il"])), t=r.choice({
        "US": ["PGY-3 IM", "Geriatrics Fellow", "Resident"], "CA": ["PGY-4 Geriatric Medicine", "Resident"],
        "AU": ["Advanced Trainee", "Registrar"], "NZ": ["Registrar HOP", "Advanced Trainee"]}.get(
        cc, ["ST5 Geriatrics", "Registrar", "SpR OG", "CT2"])), pg="pager" if cc in ("US", "CA") else "bleep", b=bleep(r))


def discharge_summary(n, r, c):
    cc, d = c.cc, c.anchor
    los = r.randint(5, 34)
    adm = plus(d, -los)
    n.add(r.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Summary - Hip Fracture", "TRANSFER OF CARE SUMMARY",
                    "Discharge Letter"]) + "\n")
    n.f("{h} | {w}\n\n", h=c.hosp, w=c.ward)
    pt_header(n, r, c, acct=cc in ("US", "AU"))
    if cc in ("US", "CA", "IE") and r.random() < 0.4:
        n.f("{l}: {v}\n", l=c.ssnlab, v=c.ssn)
    n.f("Admitted: {a}   Discharged: {b}   Length of stay: {l} days\n", a=c.dt(r, adm), b=c.dt(r, d), l=str(los))
    n.f("Consultant: {dr}{a} (Orthopaedics); Orthogeriatrician: {dr}{b}\n", dr="Dr " if cc not in ("US", "CA") else "Dr. ",
        a=Person(r, "DOCTOR").n(r.choice(["last", "full", "il"])), b=c.cons.n(r.choice(["last", "full", "il"])))
    n.f("{gt}: {dr}{g}, {p}, ", gt=c.gpterm, dr="Dr " if cc not in ("US", "CA") else "", g=c.gp.n(r.choice(["full", "il"])), p=c.practice)
    n.add(c.paddr.line(r, street=r.random() < 0.5))
    n.add("\n\nDIAGNOSIS\n")
    side = r.choice(["Left", "Right"])
    n.add("%s %s neck of femur fracture. Secondary: %s.\n" % (side, r.choice(["intracapsular (Garden IV)", "extracapsular",
                                                                        "intertrochanteric"]), r.choice(PL.COMORB)))
    n.add("\nPROCEDURE\n")
    n.f("{d}: {op}. ", d=c.dt(r, plus(adm, r.randint(0, 2))), op=r.choice(
        ["cemented hemiarthroplasty (Exeter V40 / Unitrax head)", "dynamic hip screw 135 deg, 4-hole plate",
         "intramedullary nail (TFN-Advanced)", "total hip replacement (Trident / Accolade II)"]))
    n.f("Implant record: REF {ref} SN {sn}.\n", ref="%d-%s" % (r.randint(100, 999), "".join(r.choice("0123456789") for _ in range(4))),
        sn=serial(r))
    n.add("Anaesthesia: %s. Time to theatre %d h.\n" % (r.choice(["spinal + FICB", "GA + fascia iliaca block"]), r.randint(14, 52)))
    n.add("\nCOURSE\n")
    n.add(r.choice(["Post-op delirium (4AT 6) resolved by day 4. ", "Uncomplicated. ", "Hospital-acquired pneumonia treated with "
                    "co-amoxiclav. ", "Transfused 2 units for Hb 74. "]))
    n.add("Mobilising with %s and 1 assist. %s\n" % (r.choice(["Zimmer frame", "4-wheeled walker", "rollator", "crutches"]), negs(r, 1)))
    n.add("\nBONE HEALTH (FLS)\n")
    n.add("Adjusted Ca %.2f, 25OHD %d nmol/L, eGFR %d. " % (r.uniform(2.1, 2.55), r.randint(15, 90), r.randint(25, 90)))
    n.add(r.choice(["Zoledronic acid 5 mg IV given on day %d." % r.randint(5, 10), "For denosumab at FLS clinic in 6 weeks.",
                    "Start alendronic acid 70 mg weekly after vitamin D loading.", "DXA not required before treatment (age > 75)."]))
    n.f(" FLS nurse {nm} will telephone at 16 weeks ({ph}).\n", nm=c.nurse.n(r.choice(["full", "first"])), ph=c.dphone)
    n.add("\nMEDICATIONS ON DISCHARGE\n")
    for m in r.sample(OTHER_MEDS, r.randint(3, 6)) + [r.choice(CALCIUM[cc])]:
        n.add("- %s\n" % m)
    n.add("\nSOCIAL\n")
    social(n, r, c, "")
    n.add("\nFOLLOW-UP\n")
    n.f("- Fracture clinic {d} (wound check, x-ray)\n", d=c.dt(r, plus(d, r.randint(30, 45)), r.choice(["num", "long", "abbr2"])))
    dest = r.randint(0, 2)
    if dest == 0 and c.carehome is not None:
        n.f("- Discharged to {ch}, ", ch=c.carehome)
        n.add(c.addr.line(r))
        n.add("\n")
    elif dest == 1:
        n.f("- Discharged home: ")
        n.add(c.addr.line(r))
        n.f(". Package of care QDS via {o}.\n", o=P(site_name(r, PL.EMPLOYER_PAT[:1]).replace("Logistics", "Home Care"), "ORGANIZATION"))
    else:
        n.f("- Transferred to {h} for rehabilitation.\n", h=P(site_name(r, PL.HOSP_PAT[cc][-2:] if cc == "UK" else PL.HOSP_PAT[cc]), "HOSPITAL"))
    rel, fp = fam_ref(r, c, 0, "full")
    n.f("NOK: {f} ({rel}) {ph}\n", f=fp, rel=rel, ph=phone(r, cc))
    n.f("\nCompleted by: {nm}, {t}", nm=c.reg.n(r.choice(["full", "il"])), t=r.choice(["FY1", "FY2", "Resident", "RMO", "House Officer", "Intern"]))
    if r.random() < 0.5:
        lab, v = c.lic(r)
        n.f(" ({l} {v})", l=lab, v=v)
    n.f("  {d}\n", d=c.dt(r, d, "num"))
