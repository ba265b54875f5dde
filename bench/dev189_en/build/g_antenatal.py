"""Genres: antenatal booking visit, prenatal flowsheet, obstetric ultrasound report."""
import datetime as dt

import common as C
from core import Phi
import pools as P

TD = dt.timedelta


def _prev_pregnancies(d, cs, g, p, years_back=True):
    """Obstetric history lines; each prior pregnancy tied to a year or month-year."""
    y = cs.today.year
    outcomes = []
    for k in range(g - 1):
        if k < p:
            outcomes.append(cs.ch(["SVD", "SVD", "LSCS" if not cs.us else "C/S", "vacuum", "forceps", "SVD"]))
        else:
            outcomes.append(cs.ch(["SAB", "TOP", "ectopic", "miscarriage"]))
    yrs = sorted(cs.ri(y - 12, y - 1) for _ in outcomes)
    for out, yr in zip(outcomes, yrs):
        when = cs.Y(yr) if cs.p(0.6) else cs.Dmy(dt.date(yr, cs.ri(1, 12), 1))
        if out in ("SAB", "miscarriage"):
            d.ln("  - ", when, ": ", out, " at ", str(cs.ri(6, 12)), " weeks, ",
                 cs.ch(["managed expectantly", "misoprostol", "D&C" if cs.us else "suction curette"]))
        elif out == "TOP":
            d.ln("  - ", when, ": TOP at ", str(cs.ri(6, 11)), " weeks, no complications")
        elif out == "ectopic":
            d.ln("  - ", when, ": right tubal ectopic, laparoscopic salpingectomy at ", cs.H(cs.ch(
                P.US_HOSPITALS if cs.us else P.AU_HOSPITALS)))
        else:
            sex = cs.ch(["boy", "girl"])
            wt = cs.ri(2650, 4300)
            site = cs.H(cs.ch(P.US_HOSPITALS if cs.us else P.AU_HOSPITALS))
            extra = cs.ch(["uncomplicated", "PPH %d mL" % cs.ri(550, 1400), "2nd degree tear",
                           "GDM diet-controlled", "induced for PROM", "3b tear" if not cs.us else "3rd degree laceration",
                           "emergency for fetal distress" if out in ("LSCS", "C/S") else "epidural, uncomplicated"])
            d.ln("  - ", when, ": ", out, " at ", str(cs.ri(36, 41)), " wks, ", site, ", ", sex, " ", str(wt),
                 " g, ", extra)


def gen_booking(cs, d):
    mw = cs.clin("mw")
    gaw, gad = cs.ri(7, 13), cs.ri(0, 6)
    lmp, edd = C.preg_dates(cs, gaw, gad)
    site = cs.hosp if cs.p(0.6) else cs.clinic
    C.letterhead(d, cs, site, unit=cs.ch(["Prenatal Clinic", "OB/GYN Outpatient Center", None] if cs.us else
                                         ["Antenatal Clinic", "Women's Health Centre", "Maternity Outpatients", None]))
    d.ln(cs.ch(["NEW OB INTAKE VISIT", "New OB Visit - Initial Prenatal Assessment"] if cs.us else
               ["ANTENATAL BOOKING VISIT", "Midwife Booking-In Appointment", "BOOKING HISTORY"]))
    d.ln("Date: ", cs.D(cs.today), "   Time: %02d:%02d" % (cs.ri(8, 16), cs.ri(0, 59)),
         ["   Consult room ", cs.room()] if cs.p(0.3) else "")
    C.id_block(d, cs, extra=[x for x in ["addr", "phone", "email", "ins", "ssn", "ihi", "acct"]
                             if cs.p(0.8 if x == "ssn" else 0.55)])
    g, p, form = C.gp_formula(cs)
    d.ln("")
    if cs.p(0.7):
        rel = cs.partner_word()
        d.ln("Partner/NOK: ", cs.fam("full"), " (", rel, ")  ", cs.ch(["Ph ", "Mob ", "Cell "]), cs.PH(cs.phone_partner))
    d.ln("")
    d.ln("DATING")
    d.ln("LMP ", cs.D(lmp), " (", cs.ch(["certain", "sure", "unsure of date", "certain, regular 28-day cycle"]),
         "). EDD by LMP ", cs.D(edd), ".")
    if cs.p(0.7):
        scan = cs.today - TD(days=cs.ri(2, 20))
        crl = cs.ri(18, 68)
        d.ln("Dating scan ", cs.D(scan), " at ", cs.H(cs.imaging),
             ": single live IUP, CRL %d mm, FHR %d bpm. EDD %s." % (crl, cs.ri(148, 172),
                                                                   cs.ch(["confirmed", "unchanged", "revised"])))
    d.ln("Gestation today: %d+%d weeks. %s" % (gaw, gad, form))
    d.ln("")
    d.ln("OBSTETRIC HISTORY")
    if g == 1:
        d.ln("  Primigravida.")
    else:
        _prev_pregnancies(d, cs, g, p)
    d.ln("")
    d.ln(cs.ch(["PMHx", "Past medical history", "MEDICAL/SURGICAL HX"]), ": ",
         "; ".join(C.med_list(cs, ["asthma (mild, ventolin PRN)" if not cs.us else "asthma, albuterol PRN",
                                   "hypothyroidism", "anxiety/depression", "PCOS", "migraine without aura",
                                   "previous LEEP/LLETZ" if cs.us else "previous LLETZ", "iron deficiency",
                                   "appendicectomy" if not cs.us else "appendectomy", "chronic hypertension"],
                              cs.ri(1, 3)) if cs.p(0.75) else ["nil significant"]))
    d.ln("Medications: ", ", ".join(C.meds(cs)))
    d.ln("Allergies: ", C.allergy(cs))
    d.ln("")
    d.ln(cs.ch(["SOCIAL HISTORY", "Social", "PSYCHOSOCIAL"]))
    if cs.birth_country:
        lang = P.LANGUAGES.get(cs.birth_country)
        d.ln("Born in ", cs.country(), ", moved to ", cs.country("USA" if cs.us else "Australia"), " in ",
             cs.Y(cs.today.year - cs.ri(1, 15)), ". ",
             ("Interpreter (" + lang + ") " + cs.ch(["used for visit.", "requested for future appts."]))
             if lang and cs.p(0.5) else "Speaks English well.")
    d.ln("Works as ", "an " if cs.prof[0] in "aeiouAEIOU" else "a ", cs.prof_phi(), " at ", cs.org(),
         cs.ch([", full time.", ", part time.", ", plans to work until 36 wks."]))
    d.ln("Lives with ", cs.partner_word(), " ", cs.fam("first"), " (", cs.prof_phi(True), ") in ",
         Phi(cs.city, "CITY"), ". ", cs.ch(["Supportive.", "Good support.", "Mother lives nearby."]))
    d.ln("Smoking: ", cs.ch(["never", "quit at +ve test", "5 cig/day, cessation advice given", "ex-smoker"]),
         ". Alcohol: ", cs.ch(["nil since conception", "none", "occasional before pregnancy"]),
         ". Recreational drugs: nil.")
    d.ln(cs.ch(["IPV screen negative.", "PHQ-9 %d, IPV screen negative." % cs.ri(0, 9)] if cs.us else
               ["Family violence screening completed, nil disclosed.",
                "EPDS %d. Safety screen negative." % cs.ri(0, 11)]))
    d.ln("")
    d.ln("EXAMINATION")
    ht = cs.ri(150, 180)
    wt = cs.u(52, 112)
    bmi = wt / (ht / 100) ** 2
    if cs.us and cs.p(0.6):
        inch = int(round(ht / 2.54))
        d.ln("Height %d'%d\", weight %d lb, BMI %.1f" % (inch // 12, inch % 12, wt * 2.2046, bmi))
    else:
        d.ln("Height %d cm, weight %.1f kg, BMI %.1f" % (ht, wt, bmi))
    d.ln(C.vitals_line(cs))
    d.ln("Urinalysis: ", cs.ch(["NAD", "protein nil, glucose nil", "trace leuc, nitrite neg"]))
    if gaw >= 11:
        d.ln("FHR %d bpm on Doppler." % cs.ri(140, 168))
    d.ln("")
    bloods, rhneg = C.booking_bloods(cs)
    d.ln(cs.ch(["Booking bloods", "Prenatal panel", "Initial labs"]), " (collected ", cs.D(cs.today - TD(days=cs.ri(1, 9))),
         ", lab no. ", cs.acc(), "):")
    for b in bloods:
        d.ln("  ", b)
    d.ln("")
    d.ln("PLAN")
    if cs.us:
        if cs.p(0.6):
            d.ln("- Cell-free DNA screening offered; accepted, drawn today and sent to ",
                 cs.org(cs.ch(P.LABS["US"])), ".")
        else:
            d.ln("- Cell-free DNA screening offered; ", cs.ch(["declined", "will consider"]), ".")
        d.ln("- Anatomy US at 18-22 wks; 1-hr glucose challenge at 24-28 wks.")
        if rhneg:
            d.ln("- Rh negative: RhIG at 28 wks.")
    else:
        d.ln("- cFTS/NIPT discussed; ", cs.ch(["NIPT ordered (self-funded)", "cFTS booked", "declined screening"]),
             "; morphology scan 19-20 wks.")
        d.ln("- 75 g OGTT at 24-28 wks", " (early OGTT now given BMI)" if bmi > 30 else "", ".")
        if rhneg:
            d.ln("- Rh(D) negative: prophylactic anti-D at 28 and 34 wks.")
    care = cs.ch(["CNM-led care", "OB group practice", "MFM co-management", "GP shared care"] if cs.us else
                 ["midwifery group practice", "GP shared care", "team midwifery", "high-risk obstetric clinic"])
    if "GP" in care:
        gp = cs.clin("gp")
        d.ln("- Model of care: ", "co-management with family physician " if cs.us else "GP shared care with ",
             cs.dn(gp, "dr_full"), " at ",
             cs.H(cs.gp_practice),
             ".")
    else:
        d.ln("- Model of care: ", care, ".")
    nxt = cs.today + TD(days=cs.ri(14, 35))
    d.ln("- Next visit ", cs.Dw(nxt), " with ", cs.dn(cs.clin("ob"), "dr_last") if cs.p(0.5) else "midwife", ".")
    d.ln("")
    C.sign(d, cs, mw, role=cs.ch(["Midwife", "Certified Nurse-Midwife" if cs.us else "Registered Midwife"]))


def gen_flowsheet(cs, d):
    gaw = cs.ri(34, 39)
    lmp, edd = C.preg_dates(cs, gaw, cs.ri(0, 6))
    g, p, form = C.gp_formula(cs)
    clins = [cs.clin(cs.ch(["ob", "mw", "mw"])) for _ in range(cs.ri(2, 4))]
    lowinit = cs.p(0.3)
    d.ln(Phi(cs.hosp if cs.p(0.5) else cs.clinic, "HOSPITAL"), cs.ch([" - Prenatal Flowsheet", " | PRENATAL RECORD"]
                                                                      if cs.us else [" - Antenatal Record",
                                                                                     " | PREGNANCY CARE RECORD"]))
    C.id_block(d, cs, extra=["acct"] if cs.p(0.3) else [], style=cs.ch([0, 1, 2]))
    grp = cs.ch(["O", "A", "B", "AB"]) + cs.ch([" Pos", " Pos", " Neg"])
    d.ln(form, "   EDD ", cs.D(edd), "   LMP ", cs.D(lmp), "   Blood group ", grp)
    d.ln("Risk factors: ", cs.ch(["none", "AMA", "GDM (diet)", "prev C/S" if cs.us else "prev LSCS",
                                   "BMI 38", "CHTN on labetalol", "IVF pregnancy"]))
    d.ln("")
    us = cs.us
    hdr = "Date       | GA    | BP      | Wt (%s) | Urine P/G | FH (cm) | FHR | Pres | FM | By" % ("lb" if us else "kg")
    d.ln(hdr)
    d.ln("-" * len(hdr))
    nvis = cs.ri(6, 11)
    weeks = sorted(set([cs.ri(8, 12), gaw] + [cs.ri(14, gaw - 1) for _ in range(nvis - 2)]))
    base_wt = cs.u(120, 230) if us else cs.u(55, 105)
    for wk in weeks:
        vd = lmp + TD(days=wk * 7 + cs.ri(0, 6))
        if vd > cs.today:
            vd = cs.today
        gast = "%d+%d" % ((vd - lmp).days // 7, (vd - lmp).days % 7)
        wt = base_wt + (wk - 10) * (0.9 if us else 0.4)
        fh = "-" if wk < 20 else str(wk + cs.ri(-2, 2))
        fhr = str(cs.ri(128, 160)) if wk >= 11 else "-"
        pres = "-" if wk < 28 else cs.ch(["ceph", "ceph", "ceph", "breech", "var"])
        fm = "-" if wk < 22 else "+"
        urine = cs.ch(["neg/neg", "neg/neg", "tr/neg", "neg/tr", "neg/neg"])
        c = cs.ch(clins)
        d.ln(cs.D(vd, "mdY0" if us else "dmY0"), " | ", gast.ljust(5), " | ", C.bp(cs, cs.p(0.08)).ljust(7), " | ",
             ("%.1f" % wt).ljust(7), " | ", urine.ljust(9), " | ", fh.ljust(7), " | ", fhr.ljust(3), " | ",
             pres.ljust(4), " | ", fm.ljust(2), " | ", cs.dn(c, "initials_lc" if lowinit else "initials"))
    d.ln("")
    d.ln("LABS")
    d.ln("Date       | Test                   | Result                     | Ref")
    lab_rows = [
        (11, "Hb" if not us else "Hgb", C.hb(cs).split(" ", 1)[1]),
        (26, "OGTT 0/1/2h" if not us else "1-hr GCT",
         ("%.1f/%.1f/%.1f mmol/L" % (cs.u(4.0, 5.4), cs.u(6.0, 10.8), cs.u(5.2, 9.0))) if not us
         else "%d mg/dL" % cs.ri(92, 168)),
        (28, "Antibody screen", "negative"),
        (28, "Ferritin" if not us else "Hgb", ("%d ug/L" % cs.ri(8, 60)) if not us else C.hb(cs).split(" ", 1)[1]),
        (36, "GBS rectovaginal swab", cs.ch(["negative", "negative", "POSITIVE"])),
    ]
    rows = []
    for wk, test, res in lab_rows:
        if wk > gaw:
            continue
        dd = min(cs.today, lmp + TD(days=wk * 7 + cs.ri(0, 6)))
        rows.append((dd, test, res))
    rows.sort(key=lambda x: x[0])
    for dd, test, res in rows:
        d.ln(cs.D(dd, "mdY0" if us else "dmY0"), " | ", test.ljust(22), " | ", res.ljust(26), " | ", cs.acc())
    d.ln("")
    d.ln("IMMUNISATIONS" if not us else "IMMUNIZATIONS")
    d.ln("  ", "Tdap" if us else "dTpa (Boostrix)", " given ", cs.D(lmp + TD(days=cs.ri(20, 32) * 7)))
    if cs.p(0.6):
        d.ln("  Influenza given ", cs.D(lmp + TD(days=cs.ri(8, 30) * 7)))
    if cs.p(0.3):
        d.ln("  RSV vaccine ", cs.ch(["given", "offered"]), " ", cs.D(lmp + TD(days=cs.ri(28, 36) * 7)))
    d.ln("")
    d.ln("COMMENTS")
    cdates = sorted(cs.today - TD(days=cs.ri(0, 120)) for _ in range(cs.ri(2, 4)))
    cnotes = C.med_list(cs, [
            "Reports good FM. Discussed birth plan, wants epidural.",
            "Mild pedal oedema; PET bloods normal (PCR %d mg/mmol)." % cs.ri(10, 29) if not us
            else "Mild pedal edema; P/C ratio 0.%02d, LFTs nl." % cs.ri(5, 29),
            "Breech at 36 wks - ECV discussed and booked.",
            "Growth scan arranged for SFH < 10th.",
            "Pelvic girdle pain, physio referral.",
            "Reviewed OGTT - GDM diagnosed, dietitian referral." if not us else "Failed GCT -> 3-hr GTT ordered.",
            "Anxiety re: previous birth; perinatal mental health referral.",
            "Partner %s attended; questions answered." % "{FAM}",
        ], len(cdates))
    for dd, note in zip(cdates, cnotes):
        c = cs.ch(clins)
        if "{FAM}" in note:
            a, b = note.split("{FAM}")
            d.ln(cs.D(dd, "mdY0" if us else "dmY0"), " ", a, cs.fam("first"), b, " -", cs.dn(c, "initials"))
        else:
            d.ln(cs.D(dd, "mdY0" if us else "dmY0"), " ", note, " -", cs.dn(c, "initials"))
    d.ln("")
    c = clins[0]
    d.ln("Last updated ", cs.D(cs.today), " by ", cs.user(c), " (", cs.dn(c, "full"), ")")


BIOM = [  # GA weeks, BPD, HC, AC, FL (mm), EFW g
    (18, 41, 153, 128, 27, 220), (20, 47, 175, 150, 33, 330), (24, 60, 225, 200, 44, 670),
    (28, 71, 265, 235, 53, 1150), (32, 81, 295, 275, 61, 1800), (36, 88, 320, 315, 69, 2700),
    (40, 93, 340, 350, 75, 3500),
]


def _biom(wk):
    for a, b in zip(BIOM, BIOM[1:]):
        if a[0] <= wk <= b[0]:
            f = (wk - a[0]) / (b[0] - a[0])
            return [a[i] + f * (b[i] - a[i]) for i in range(1, 6)]
    return list(BIOM[-1][1:])


def gen_ultrasound(cs, d):
    kind = cs.ch(["growth", "growth", "morphology", "dating", "growth"])
    if kind == "dating":
        gaw = cs.ri(7, 13)
    elif kind == "morphology":
        gaw = cs.ri(18, 21)
    else:
        gaw = cs.ri(26, 38)
    gad = cs.ri(0, 6)
    lmp, edd = C.preg_dates(cs, gaw, gad)
    rad = cs.clin("rad" if cs.us else "ob")
    sono = cs.clin("sono")
    ref = cs.clin(cs.ch(["ob", "gp", "mw"]))
    site = cs.imaging if cs.p(0.6) else cs.hosp
    C.letterhead(d, cs, site, unit=cs.ch(["Obstetric Imaging", "Women's Imaging", "Maternal Fetal Medicine", None]))
    title = {"growth": "OBSTETRIC ULTRASOUND - FETAL GROWTH AND WELLBEING",
             "morphology": "SECOND TRIMESTER MORPHOLOGY SCAN" if not cs.us else "DETAILED FETAL ANATOMY SURVEY",
             "dating": "EARLY PREGNANCY / DATING ULTRASOUND"}[kind]
    d.ln(title)
    d.ln("")
    d.ln("Patient:       ", cs.pn(cs.ch(["full", "LF", "lf"])))
    d.ln("DOB:           ", cs.D(cs.dob), "   Age: ", cs.A())
    d.ln(cs.mrn_label().rstrip(":").ljust(15), cs.MRN())
    d.ln("Accession:     ", cs.acc("US"))
    d.ln("Exam date:     ", cs.D(cs.today), " %02d:%02d" % (cs.ri(7, 17), cs.ri(0, 59)))
    refsite = cs.gp_practice if ref.kind == "gp" else cs.clinic
    d.ln("Referrer:      ", cs.dn(ref, "dr_full" if ref.kind != "mw" else "full_cred"), ", ", cs.H(refsite))
    if cs.p(0.5):
        d.ln("               Fax ", cs.FX())
    d.ln("Sonographer:   ", cs.dn(sono, cs.ch(["full_cred", "full", "init_last"])))
    mach = cs.ch(["Voluson E10", "Voluson Expert 22", "Samsung WS80A", "Philips EPIQ Elite", "Canon Aplio i800"])
    d.ln("Equipment:     ", mach, " (SN ", cs.serial(), ")")
    if cs.p(0.5):
        d.ln("PACS node:     ", cs.ip())
    d.ln("")
    d.ln("Clinical details: ", cs.ch({
        "growth": ["Query SGA, SFH < 10th centile.", "GDM on metformin, growth assessment.", "Reduced fetal movements.",
                   "Previous SGA baby. Serial growth.", "Suspected LGA, SFH > 90th centile.", "PET, assess growth."],
        "morphology": ["Routine morphology.", "Routine anatomy survey.", "Low PAPP-A on cFTS.",
                       "Family history of CHD."],
        "dating": ["PV spotting, confirm viability.", "Dating; unsure LMP.", "IVF pregnancy, confirm viability.",
                   "Hyperemesis; exclude multiple pregnancy."]}[kind]))
    d.ln("LMP: ", cs.D(lmp), "   EDD (", cs.ch(["by dates", "by early US", "by LMP"]), "): ", cs.D(edd),
         "   GA by dates: %d+%d" % (gaw, gad))
    d.ln("")
    if kind == "dating":
        crl = max(6, int((gaw * 7 + gad - 42) * 1.15))
        d.ln("Single intrauterine gestation. Fetal heart activity present, FHR %d bpm." % cs.ri(120, 178))
        d.ln("CRL %.1f mm, corresponding to %d+%d weeks." % (crl + cs.u(-1, 1), gaw, max(0, gad - cs.ri(0, 2))))
        d.ln("Yolk sac %s. %s" % (cs.ch(["present, normal", "not seen", "normal"]),
                                 cs.ch(["No subchorionic haematoma.", "Small subchorionic collection 12 x 8 mm.",
                                        "Adnexae normal.", "Corpus luteum cyst R ovary 24 mm."])))
        if gaw >= 11:
            d.ln("NT %.1f mm. Nasal bone present." % cs.u(1.0, 2.6))
    else:
        b = _biom(gaw + gad / 7)
        b = [x * cs.u(0.92, 1.08, 3) for x in b]
        cents = [cs.ri(3, 96) for _ in range(5)]
        d.ln("Singleton, %s presentation. FHR %d bpm, regular." % (cs.ch(["cephalic", "cephalic", "breech",
                                                                          "transverse"]), cs.ri(128, 160)))
        d.ln("")
        d.ln("BIOMETRY         Value       GA equiv    Centile")
        for (nm, u), v, ce in zip([("BPD", "mm"), ("HC", "mm"), ("AC", "mm"), ("FL", "mm")], b[:4], cents[:4]):
            d.ln("%-16s %-11s %-11s %d" % (nm, "%.1f %s" % (v, u), "%d+%d" % (gaw + cs.ri(-1, 1), cs.ri(0, 6)), ce))
        d.ln("%-16s %-11s %-11s %d" % ("EFW (Hadlock)", "%d g" % b[4], "", cents[4]))
        d.ln("")
        oligo = kind == "growth" and cs.p(0.15)
        if oligo:
            d.ln("Liquor: %s" % cs.ch(["AFI %.1f cm" % cs.u(2.5, 4.8), "DVP %.1f cm" % cs.u(1.0, 1.9)]))
        else:
            d.ln("Liquor: %s" % cs.ch(["AFI %.1f cm" % cs.u(6, 22), "DVP %.1f cm" % cs.u(2.1, 8.4)]))
        d.ln("Placenta: %s, %s." % (cs.ch(["anterior", "posterior", "fundal", "left lateral"]),
                                    cs.ch(["clear of the internal os", "low lying, 14 mm from os",
                                           "upper segment"])))
        if kind == "growth":
            d.ln("Doppler: UA PI %.2f (%d centile), MCA PI %.2f, CPR %.2f. UA EDF present." %
                 (cs.u(0.7, 1.3, 2), cs.ri(5, 95), cs.u(1.4, 2.3, 2), cs.u(1.1, 2.6, 2)))
        else:
            d.ln("Anatomy: head, face, spine, heart (4CV, LVOT, RVOT, 3VT), stomach, kidneys, bladder, "
                 "abdominal wall, limbs - %s." % cs.ch(["all seen and appear normal", "normal; views of the face "
                                                        "suboptimal, rescan arranged", "normal"]))
            d.ln("Cervix (TV): %d mm, closed." % cs.ri(28, 45))
            d.ln("Uterine artery mean PI %.2f." % cs.u(0.7, 1.6, 2))
    d.ln("")
    d.ln("CONCLUSION")
    if kind == "dating":
        d.ln("Viable singleton IUP at ", "%d+%d weeks." % (gaw, gad), " EDD ", cs.D(edd), " confirmed.")
    elif kind == "morphology":
        d.ln("Normal anatomy survey for gestation. ", cs.ch(["No soft markers.", "Echogenic focus LV, isolated.",
                                                              "Rescan in 4 weeks for face views."]))
    else:
        if oligo:
            d.ln("Oligohydramnios; discussed with on-call obstetrician.")
        elif cents[4] < 10:
            d.ln("EFW < 10th centile with normal Dopplers - SGA. Repeat in 2 weeks.")
        elif cents[4] > 90:
            d.ln("EFW > 90th centile. LGA; GTT/glycaemic control review suggested.")
        else:
            d.ln("Appropriately grown fetus, normal liquor and Dopplers.")
        fu = cs.today + TD(days=cs.ri(7, 21))
        d.ln("Follow-up scan suggested on or after ", cs.D(fu), ".")
    d.ln("")
    d.ln("Reported by: ", cs.dn(rad, cs.ch(["dr_full", "full_cred"])), cs.ch(["", " (Consultant Sonologist)",
                                                                          " (MFM)"]))
    d.ln("Report date: ", cs.D(cs.today + TD(days=cs.ri(0, 1))),
         ["  Verified: ", cs.user(rad)] if cs.p(0.4) else "")
    if cs.p(0.4):
        d.ln("Results also sent to ", cs.dn(ref, "full"), " via ", cs.site_email(cs.ch(["results", "imaging.reports",
                                                                                     "referrals"])))
