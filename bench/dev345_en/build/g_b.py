"""Genres: pathway proforma (DVT / PE / cellulitis / syncope); hot clinic letter."""
import clinical as CL
import common as CM
import fmt as F
from ctx import org_name

WELLS_DVT = ["Active cancer (treatment ongoing, within 6 months, or palliative)",
             "Paralysis, paresis or recent plaster immobilisation of the legs",
             "Recently bedridden > 3 days or major surgery within 12 weeks",
             "Localised tenderness along the distribution of the deep venous system",
             "Entire leg swollen",
             "Calf swelling > 3 cm compared with asymptomatic side",
             "Pitting oedema confined to the symptomatic leg",
             "Collateral superficial veins (non-varicose)",
             "Previously documented DVT"]

HESTIA = ["Haemodynamically unstable?", "Thrombolysis or embolectomy needed?",
          "Active bleeding or high risk of bleeding?", "> 24 h oxygen to keep SpO2 > 90%?",
          "PE diagnosed on anticoagulation?", "Severe pain needing IV analgesia > 24 h?",
          "Medical or social reason for admission > 24 h?", "CrCl < 30 mL/min?",
          "Severe liver impairment?", "Pregnant?", "Documented history of HIT?"]

PERC = ["Age >= 50", "HR >= 100", "SpO2 < 95%", "Unilateral leg swelling", "Haemoptysis",
        "Recent surgery or trauma", "Prior PE or DVT", "Hormone use"]

CELL_ITEMS = ["Systemically well, no uncontrolled comorbidity (Eron I)",
              "Systemically unwell OR well with comorbidity (Eron II)",
              "Significant systemic upset / limb-threatening (Eron III)",
              "Sepsis / necrotising infection (Eron IV)"]

SYNC_FLAGS = ["Syncope during exertion", "Syncope while supine", "New breathlessness",
              "Palpitations before syncope", "FH sudden cardiac death < 40 y",
              "Abnormal ECG", "Structural heart disease / heart failure", "Age > 65 with no prodrome"]


_TICKS = [("[x]", "[ ]"), ("[X]", "[ ]"), ("Y", "N"), ("Yes", "No ")]
_STYLE = [0]


def _tick(rng, p=0.3):
    yes, no = _TICKS[_STYLE[0]]
    return yes if rng.random() < p else no


def _pt_header(n, c, rng):
    if rng.random() < 0.35:
        n.t("(Affix patient label)\n")
        n.f("{nm}  DOB {dob}  ", nm=c.pt.caps_all(), dob=c.D(c.dob))
        n.v([[lab, " ", val, "  "] for lab, val in c.ids[:2]])
        n.t("\n")
    else:
        CM.demo_block(n, c, rng, rng.choice([0, 2]))


def proforma(n, c, rng):
    kind = rng.choice(["dvt", "dvt", "dvt", "pe", "pe", "cellulitis", "cellulitis", "syncope"])
    s = CL.scenario(rng, c, kind)
    _STYLE[0] = rng.randint(0, len(_TICKS) - 1)
    clin = c.staff(rng.choice(["reg", "jr", "anp"]), "clin")
    nurse = c.staff("nurse")
    t0 = CM.tm(rng, 8, 16)
    n.f("{h}  |  {u}\n", h=(c.hosp, "HOSPITAL"), u=c.unit)
    title = {"dvt": "SUSPECTED DVT - AMBULATORY PATHWAY PROFORMA",
             "pe": "SUSPECTED PE - OUTPATIENT MANAGEMENT PROFORMA",
             "cellulitis": "LOWER LIMB CELLULITIS - AMBULATORY PATHWAY",
             "syncope": "TRANSIENT LOSS OF CONSCIOUSNESS (SYNCOPE) PATHWAY"}[kind]
    n.t(title + "\n")
    n.t("Form %s-%02d v%d.%d\n\n" % (rng.choice(["AMU-PF", "SDEC-PW", "ACU", "CP"]), rng.randint(1, 30),
                                      rng.randint(1, 6), rng.randint(0, 9)))
    _pt_header(n, c, rng)
    n.f("Arrival: {d} {t}   Referred by: ", d=c.D(c.d0), t=t0)
    if rng.random() < 0.6:
        n.f("Dr {g} ({pr})\n", g=c.gp.ln(), pr=(c.gp_prac, "HOSPITAL"))
    else:
        n.t(rng.choice(["ED", "ED streaming nurse", "ambulance crew", "urgent care"]) + "\n")
    n.f("Weight: {w} kg   Allergies: {a}\n\n", w=rng.randint(48, 131), a=s.allergy)
    if kind == "dvt":
        n.t("SECTION 1 - TWO-LEVEL WELLS SCORE (DVT)\n")
        tot = 0
        for it in WELLS_DVT:
            tk = _tick(rng, 0.28)
            if tk == _TICKS[_STYLE[0]][0]:
                tot += 1
            n.t("  %-70s +1  %s\n" % (it, tk))
        alt = rng.random() < 0.25
        if alt:
            tot -= 2
        n.t("  %-70s -2  %s\n" % ("Alternative diagnosis at least as likely as DVT", "[x]" if alt else "[ ]"))
        n.t("  TOTAL = %d  ->  %s\n\n" % (tot, "DVT LIKELY (>= 2)" if tot >= 2 else "DVT UNLIKELY (<= 1)"))
        n.t("SECTION 2 - D-DIMER / BLOODS\n")
        CM.labs_block(n, s, rng, header=False, sep="\n")
        n.t("\nSECTION 3 - INTERIM ANTICOAGULATION (if scan not available within 4 h)\n")
        for it in ["Active bleeding", "Platelets < 50", "eGFR < 15 / CrCl < 15 (Cockcroft-Gault)",
                   "Pregnancy", "Interacting drugs (azoles, rifampicin, HIV PIs)"]:
            n.t("  %s  %s\n" % (_tick(rng, 0.05), it))
        drug = rng.choice(["Apixaban 10 mg PO", "Rivaroxaban 15 mg PO", "Dalteparin 15,000 units SC",
                           "Enoxaparin 1.5 mg/kg SC"])
        n.f("  Given: {dr} at {t} by {nu}\n", dr=drug, t=CM.tm_after(rng, t0, 20, 90), nu=nurse.full())
    elif kind == "pe":
        n.t("STEP 1 - PERC (only if pre-test probability low)\n")
        for it in PERC:
            n.t("  %s %s\n" % (_tick(rng, 0.2), it))
        n.t("STEP 2 - " + s.scores[0] + "\n")
        n.t("STEP 3 - Bloods\n")
        CM.labs_block(n, s, rng, header=False, sep="\n")
        if s.ecg:
            n.t("ECG: " + s.ecg + "\n")
        n.t("\nSTEP 4 - HESTIA CRITERIA (any YES = not suitable for outpatient care)\n")
        no_w = rng.choice(["NO", "No", "N"])
        yes_w = {"NO": "YES", "No": "Yes", "N": "Y"}[no_w]
        for it in HESTIA:
            n.t("  %-55s %s\n" % (it, no_w if rng.random() < 0.94 else yes_w))
        n.t("  " + s.scores[2] + "\n")
    elif kind == "cellulitis":
        n.t("ERON CLASSIFICATION\n")
        pick = rng.randint(0, 1)
        for i, it in enumerate(CELL_ITEMS):
            n.t("  %s %s\n" % ("[x]" if i == pick else "[ ]", it))
        n.f("Margins marked at {t} on {d} by {nu}. Photo uploaded to media record ref {ph}.\n",
            t=CM.tm_after(rng, t0, 5, 40), d=c.Ds(c.d0), nu=nurse.iln(),
            ph=("IMG-%s-%s" % (c.d0.year, F.digits(rng, 6)), "IDNUM"))
        n.t("Exam: " + "; ".join(s.exam) + "\n")
        CM.labs_block(n, s, rng)
        n.t("MRSA screen: %s   Blood cultures: %s\n" % (rng.choice(["sent", "negative (previous)", "not required"]),
                                                        rng.choice(["sent x2", "not taken (afebrile)", "sent x1"])))
        n.t("Decision: %s\n" % s.abx)
        if rng.random() < 0.6:
            n.f("OPAT referral made to {t} on ext {e}.\n", t=rng.choice(["OPAT team", "HITH", "community IV team"]),
                e=(F.ext(rng), "PHONE"))
    else:
        n.t("RED FLAGS (any = senior review)\n")
        for it in SYNC_FLAGS:
            n.t("  %s %s\n" % (_tick(rng, 0.15), it))
        n.t("ECG: " + s.ecg + "\n")
        n.t("Exam: " + "; ".join(s.exam) + "\n")
        n.t(s.scores[0] + "\n")
        if rng.random() < 0.7:
            n.f("Ambulatory monitor fitted: {m}, serial {sn}, applied {d} {t}, return by post.\n",
                m=rng.choice(["Zio XT patch", "BardyDx CAM", "Holter (Spacelabs EVO)", "7-day event recorder"]),
                sn=(rng.choice(["ZX", "BD", "SL", "EV"]) + F.digits(rng, 7), "DEVICE"), d=c.Ds(c.d0),
                t=CM.tm_after(rng, t0, 30, 120))
    n.t("\nIMAGING\n")
    acc = ("%s%s" % (rng.choice(["RAD", "US", "CT", "XR"]), F.digits(rng, 8)), "IDNUM")
    if kind in ("dvt", "pe"):
        scan_d = c.day(rng.choice([0, 0, 1]))
        n.f("{sc} booked for {d} {t}, accession {a}\n",
            sc="Proximal leg USS" if kind == "dvt" else "CTPA", d=c.D(scan_d),
            t=CM.tm_after(rng, t0, 60, 240) if scan_d == c.d0 else CM.tm(rng, 8, 12), a=acc)
    n.t("Result: " + "; ".join(s.imaging) + "\n")
    n.f("\nOUTCOME: {dx}\n", dx=s.dx)
    for p in s.plan:
        n.t("  - " + p + "\n")
    n.t("\nDISCHARGE CHECKLIST\n")
    if kind in ("dvt", "pe") and "excluded" not in s.dx and "no " not in s.dx[:3].lower():
        ph = c.staff("pharm")
        n.f("  [x] Anticoagulation counselling by {p} ({r})\n", p=ph.full(), r=ph.role)
        n.t("  [x] Alert card and booklet given\n")
    n.f("  [x] Leaflet: {u}\n", u=c.url(rng.choice(["leaflets/%s" % kind, "sdec/%s-info" % kind,
                                                    "patient-info/%s.pdf" % kind])))
    fu = c.day(rng.choice([2, 3, 7, 42, 90]))
    n.f("  [x] Follow-up: {d}", d=c.D(fu))
    n.t(rng.choice([" (telephone)\n", " - " + rng.choice([{"dvt": "DVT clinic", "pe": "PE clinic",
                                                              "cellulitis": "OPAT review",
                                                              "syncope": "syncope clinic"}[kind],
                                                             "hot clinic", "virtual review"]) + "\n"]))
    n.f("  [x] {gp} letter sent to {pr}\n", gp=c.gp_term(), pr=(c.gp_prac, "HOSPITAL"))
    n.t("\nCompleted by: ")
    n.v(CM.staff_sig(c, clin, rng, lic=True))
    n.f("\nDate/time: {d} {t}\n", d=c.D(c.d0), t=CM.tm_after(rng, t0, 90, 300))
    if rng.random() < 0.4:
        cons = c.staff("cons")
        n.f("Senior sign-off: Dr {cn}\n", cn=cons.iln())
    return s


LETTER_CLINICS = ["Acute Medicine Hot Clinic", "Ambulatory Hot Clinic", "Rapid Access Medical Clinic",
                  "DVT Follow-up Clinic", "PE Follow-up Clinic", "Syncope Hot Clinic",
                  "Acute Medical Short-Stay Clinic"]


def letter(n, c, rng):
    s = CL.scenario(rng, c)
    cons = c.staff("cons")
    sec = c.staff("clerk", "sec")
    clinic = rng.choice(LETTER_CLINICS)
    if s.kind == "dvt":
        clinic = rng.choice(["DVT Follow-up Clinic", "Acute Medicine Hot Clinic"])
    visit = c.day(rng.randint(2, 21))
    c_att = c.d0
    # letterhead
    n.f("{h}\n", h=(c.hosp, "HOSPITAL"))
    n.f("{cl}\n", cl=clinic)
    n.f("{a}\n", a=c.hosp_addr.pieces())
    n.f("Tel: {t}   Fax: {fx}\n", t=(c.unit_tel, "PHONE"), fx=(F.phone(rng, c.c, "land"), "FAX"))
    n.f("Email: {em}\n\n", em=c.team_email(rng.choice(["hotclinic", "amu.secretaries", "sdec.admin", "acutemed"])))
    n.f("Consultant: Dr {cn}\nSecretary: {sc}, ext {e}\n", cn=cons.full(), sc=sec.full(), e=(F.ext(rng), "PHONE"))
    n.f("Our ref: {r}\n", r=("%s/%s" % (cons.ini2()[0], c.mrn), "IDNUM"))
    dd = c.day((visit - c.d0).days)
    n.f("Clinic date: {d}\nDictated: {d2}   Typed: {d3}\n\n", d=c.D(visit), d2=c.D(dd),
        d3=c.D(c.day((visit - c.d0).days + rng.randint(1, 6))))
    n.f("Dr {g}\n{pr}\n{a}\n\n", g=c.gp.fullm(), pr=(c.gp_prac, "HOSPITAL"), a=c.gp_addr.pieces(sep="\n"))
    n.f("Dear Dr {g},\n\n", g=c.gp.ln())
    n.f("Re: {nm}  DOB {dob}\n", nm=CM.pt_name(c, rng, rng.choice([0, 2, 6])), dob=c.D(c.dob))
    n.v(["    ", [[lab, " ", val, "   "] for lab, val in c.ids]])
    n.t("\n")
    n.f("    {a}\n\n", a=c.addr.pieces())
    n.t("Diagnoses:\n")
    dx = [s.dx] + [x for x in s.pmh[:2]]
    CM.list_block(n, dx, rng, "#")
    n.t("\n" + rng.choice(["Key changes:", "Changes made:", "Treatment:"]) + "\n")
    n.t("  " + (s.plan[0] if s.plan else "none") + "\n\n")
    # narrative
    n.t("I reviewed ")
    n.v(CM.pt_ref(c, rng) if rng.random() < 0.5 else ["this ", c.age_t(), "-year-old"])
    if rng.random() < 0.6:
        n.v([" ", (c.job, "PROFESSION")] if not c.retired else [" retired ", (c.job, "PROFESSION")])
    n.f(" in the {cl} today, {k} days after {pr} attendance at {u} on {d}", cl=clinic,
        k=(visit - c_att).days, pr="her" if c.sex == "F" else "his", u=c.unit, d=c.D(c_att))
    n.f(" with {pc}. ", pc=s.pc)
    if rng.random() < 0.5:
        n.f("{pp} was accompanied by {pr2} {rel}, {nok}. ", pp="She" if c.sex == "F" else "He",
            pr2="her" if c.sex == "F" else "his", rel=c.nok_rel, nok=c.nok.full())
    n.t(" ".join(s.hpi) + " ")
    n.t("Imaging at that attendance: " + "; ".join(s.imaging or ["none required"]) + ". ")
    n.t(rng.choice(["Since then symptoms have improved considerably. ",
                    "Symptoms are settling but not fully resolved. ",
                    "She reports ongoing mild discomfort. " if c.sex == "F" else "He reports ongoing mild discomfort. "]))
    if s.kind in ("dvt", "pe") and "flight" in s.risk:
        n.f("The episode followed a return flight from {cty}", cty=CM.travel(rng, c.country_name()))
        if rng.random() < 0.5:
            n.f(" on {d}", d=c.Dl(c.day(-rng.randint(3, 12))))
        n.t(". ")
    if rng.random() < 0.25:
        n.f("{pp} is due to fly to {cty} on {d}; ", pp="She" if c.sex == "F" else "He",
            cty=CM.origin(c, rng) or CM.travel(rng, c.country_name()), d=c.Dl(c.day((visit - c.d0).days + rng.randint(10, 40))))
        n.t(rng.choice(["fitness-to-fly advice given and travel insurance letter provided. ",
                        "advised to carry a copy of this letter. ", "no contraindication to travel. "]))
    n.t("\n\nOn examination today: " + CL.obs_text(CL.obs(rng, 0), rng) + ". " + "; ".join(s.exam[:2]) + ".\n")
    if rng.random() < 0.7:
        n.t("Repeat bloods today: " + ", ".join(CL.lab_lines(rng, c, s.bloods[:4], None, 0)) + ".\n")
    n.t("\nPlan:\n")
    CM.list_block(n, s.plan[1:] + [rng.choice(["No further hospital follow-up required",
                                               "We will see again in 6 weeks",
                                               "Please repeat U&E in 2 weeks",
                                               "I have asked for an outpatient echocardiogram"])], rng, "#")
    if s.kind in ("dvt", "pe"):
        n.f("\nAnticoagulation review due {d}.", d=c.D(c.day(90)))
    n.t("\n\n" + rng.choice(["Yours sincerely,", "Kind regards,", "With best wishes,"]) + "\n\n\n")
    n.f("Dr {cn}\n{role}\n", cn=cons.fullm(), role=cons.role)
    if rng.random() < 0.6:
        n.f("{ll} {lic}\n", ll=cons.lic_label, lic=(cons.lic, "LICENSE"))
    n.f("\ncc: {nm}, {a}\n", nm=[c.title + " ", c.pt.full()], a=c.addr.pieces())
    if rng.random() < 0.4:
        n.f("cc: {oh}, Haematology\n", oh=c.other_hosp())
    n.f("\n{ci}/{ti}\n", ci=cons.lowini(), ti=sec.lowini())
    return s
