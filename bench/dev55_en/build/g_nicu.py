"""Genre 3: neonatal intensive care daily notes and discharge summaries."""
from phi import an, cap, M, AG, HO, LO, CO, OG, Person
from common import staff, family, relative, prof, esign, dictation, print_banner, letterhead, cred
import clin


def _baby(c):
    r = c.r
    b = Person(c, "PATIENT", age=0)
    b.dob = c.plus(c.today, -r.randint(1, 70))
    b.ga_w, b.ga_d = r.randint(23, 36), r.randint(0, 6)
    b.bw = max(420, int(520 + (b.ga_w - 23) * 190 + b.ga_d * 25 + r.randint(-160, 200)))
    b.named = r.random() < .6
    b.twin = r.random() < .2
    return b


def _bname(c, b):
    r = c.r
    if b.named and r.random() < .6:
        return r.choice([b.full, b.fn, b.full])
    pre = r.choice(["Baby Girl" if b.sex == "F" else "Baby Boy", "BG" if b.sex == "F" else "BB", "Baby"])
    if b.twin:
        pre = r.choice(["Twin A", "Twin B", "Twin 1"])
    return "%s %s" % (pre, b.ln)


def _mother(c, b):
    if not hasattr(b, "mother"):
        m = Person(c, "FAMILY", sex="F", last=b.last if c.r.random() < .7 else None)
        m.age = c.r.randint(16, 44)
        b.mother = m
    return b.mother


def _father(c, b):
    if not hasattr(b, "father"):
        b.father = Person(c, "FAMILY", sex="M", last=b.last)
    return b.father


def _systems(c, b, terse=False):
    r = c.r
    resp = r.choice(["SIMV-VG, VT 4.5 ml/kg, PEEP 6, FiO2 0.28-0.32", "nCPAP 6 cmH2O, FiO2 0.21-0.25", "HFOV MAP 12, amp 28, FiO2 0.40",
                     "HHFNC 6 L/min, FiO2 0.23", "self-ventilating in air", "NIPPV 18/6, rate 30, FiO2 0.30"])
    out = [("Resp", "%s. %s. Caffeine citrate %d mg/kg daily." % (resp, r.choice(["Occasional desats with handling", "No apnoeas overnight",
                                                                                 "2 self-resolving bradys", "CXR: RDS grade 2, ETT at T2"]), r.choice([5, 10, 20]))),
           ("CVS", "%s. BP mean %d mmHg. %s" % (r.choice(["HR 150-170, well perfused, CRT <2 s", "soft systolic murmur LSE", "PDA on echo 1.8 mm L->R"]),
                                                r.randint(26, 48), r.choice(["No inotropes.", "Dopamine 5 mcg/kg/min weaning.", "Ibuprofen course day 2 of 3."]))),
           ("FEN/GI", "Day %d TPN/lipid + EBM %d ml 2-hourly NG (%d ml/kg/d total). %s Weight %d g (BW %d g)." % (
               r.randint(1, 14), r.randint(1, 30), r.choice([120, 135, 150, 165]), r.choice(["Abdo soft, stooling.", "Aspirates minimal.", "Abdomen slightly full - observe."]),
               b.bw + r.randint(-80, 600), b.bw)),
           ("ID", "%s" % r.choice(["Benzylpenicillin + gentamicin stopped at 36 h, cultures negative.", "CRP 14 -> 9, on vancomycin for CoNS line sepsis.",
                                   "No concerns. MRSA screen negative.", "Mother GBS positive, adequate IAP."])),
           ("Neuro", "%s" % r.choice(["CrUSS day 3: normal.", "CrUSS: bilateral grade I IVH.", "Normal tone, active.", "aEEG normal background."])),
           ("Haem/Jaundice", "SBR %d umol/L, %s." % (r.randint(90, 260), r.choice(["below threshold", "phototherapy single", "phototherapy stopped"]))),
           ("Lines", r.choice(["UVC 7 cm (T9) day 5, UAC removed.", "PICC R arm, tip in SVC on X-ray.", "PIV only."]))]
    return out


def layout_daily(c, b):
    r = c.r
    h = c.hosp_name()
    mo = _mother(c, b)
    reg, cons, nurse = staff(c), staff(c), staff(c, "F")
    unit = HO(r.choice(["%s Neonatal Unit" % r.choice(["Kingfisher", "Wren", "Bluebell", "Possum", "Koala", "Starfish"]),
                        "%s NICU" % c.town_name(), "%s Special Care Nursery" % r.choice(["Wattle", "Rainbow", "Seahorse"])]))
    L = []
    L.append("%s  -  %s" % (HO(h), unit))
    L.append("NEONATAL DAILY PROGRESS NOTE        %s %02d:%02d" % (c.D(c.today), r.randint(8, 11), r.randint(0, 59)))
    L.append("Name: %s   %s: %s   DOB: %s %02d:%02d   %s: %s" % (
        _bname(c, b), "NHS" if c.loc == "GB" else "UR" if c.loc == "AU" else "MRN", c.mrn(), c.D(b.dob), r.randint(0, 23), r.randint(0, 59),
        "Cot" if c.loc in ("GB", "AU") else "Bed", LO(str(r.randint(1, 32)) + r.choice(["", "", "A", "B"]))))
    L.append("GA at birth %d+%d wks   Corrected GA %d+%d   BW %d g   Mother: %s (%s)" % (
        b.ga_w, b.ga_d, b.ga_w + r.randint(0, 8), r.randint(0, 6), b.bw, mo.full, c.mrn()))
    L.append("Ward round: %s (consultant), %s (registrar), %s (bedside nurse)" % (cons.drfull, reg.drfull, nurse.full))
    L.append("")
    L.append("Background: %s born at %d+%d weeks at %s by %s for %s. Apgars %d, %d, %d. %s" % (
        "Inborn" if r.random() < .6 else "Outborn", b.ga_w, b.ga_d, HO(h) if r.random() < .6 else c.hosp(),
        r.choice(["emergency LSCS", "SVD", "category 1 CS", "breech vaginal delivery"]),
        r.choice(["maternal pre-eclampsia", "preterm labour", "PPROM 48 h", "abnormal CTG", "APH"]),
        r.randint(2, 8), r.randint(5, 9), r.randint(7, 10),
        r.choice(["Surfactant x2 via LISA.", "Intubated at birth, surfactant given.", "Antenatal steroids complete, MgSO4 given.",
                  "Transferred from %s on %s by retrieval team." % (c.hosp(), c.D(c.plus(b.dob, 1)))])))
    L.append("")
    for k, v in _systems(c, b):
        L.append("%-14s %s" % (k + ":", v))
    L.append("")
    L.append("Bloods today:\n" + clin.labs(c, "neo", 1))
    L.append("")
    L.append("Social: %s, %s yo, %s. %s %s. %s" % (
        mo.full, AG(mo.age), r.choice(["G1P0 -> P1", "G3P2", "G2P1", "G4P3"]),
        r.choice(["Father", "Partner"]), _father(c, b).full,
        r.choice(["Parents visiting daily, mum expressing.", "Mum discharged to %s; travels 2 h each way." % c.town(),
                  "Social worker involved - housing concerns.", "Parents updated at cot side by %s." % reg.dr])))
    L.append("Parents' contact: mum %s, dad %s" % (c.phone(True), c.phone(True)))
    L.append("")
    L.append("Plan:\n- %s\n- %s\n- %s\n- Next CrUSS %s" % (
        r.choice(["Wean FiO2 as tolerated, target sats 91-95%", "Trial off CPAP onto HHFNC", "Extubate to NIPPV after loading caffeine"]),
        r.choice(["Increase feeds by 20 ml/kg/d", "Fortify EBM once at 150 ml/kg/d", "Continue TPN, repeat triglycerides"]),
        r.choice(["Repeat SBR 6 h", "ROP screen due %s" % c.Dwd(c.plus(c.today, r.randint(2, 14))), "Hearing screen before discharge"]),
        c.Dwd(c.plus(c.today, r.randint(1, 7)))))
    L.append("")
    L.append("%s, %s  bleep %s" % (reg.full, r.choice(["ST5 Neonates", "Neonatal registrar", "fellow"]), c.pager()))
    L.append(esign(c, reg))
    return "\n".join(L)


def layout_us_progress(c, b):
    r = c.r
    mo = _mother(c, b)
    np_, att = staff(c, "F"), staff(c)
    L = []
    L.append(print_banner(c, b))
    L.append("")
    L.append("%s  Level %s NICU" % (c.hosp("children"), r.choice(["III", "IV"])))
    L.append("NICU PROGRESS NOTE - %s" % c.Dwd(c.today))
    L.append("Pt: %s    MRN: %s    FIN: %s    Bed: %s" % (_bname(c, b), c.mrn(), c.acct(), LO("%s-%02d" % (r.choice("ABCD"), r.randint(1, 40)))))
    L.append("DOB: %s    BW: %d g    GA: %d %d/7 wk    PMA: %d %d/7 wk" % (c.D(b.dob), b.bw, b.ga_w, b.ga_d, b.ga_w + r.randint(1, 8), r.randint(0, 6)))
    L.append("")
    L.append("Interval events: %s" % r.choice(["none overnight", "A/B/D x3, one needing stim", "emesis x1 after 0300 feed", "PIV infiltrated, replaced"]))
    L.append("")
    L.append("I/O (24h):  In %d mL/kg/d  |  UOP %.1f mL/kg/h  |  Stools x%d  |  Wt %d g (%+d)" % (
        r.choice([120, 140, 150, 160]), r.uniform(1.5, 4.5), r.randint(0, 5), b.bw + r.randint(0, 500), r.randint(-30, 45)))
    L.append("")
    for k, v in _systems(c, b):
        L.append("%s: %s" % (k.upper(), v))
    L.append("")
    L.append("Labs: %s" % clin.labs(c, "neo", 0))
    L.append("Meds: caffeine citrate, %s" % r.choice(["vitamin D 400 IU", "iron 2 mg/kg", "ampicillin/gentamicin", "nystatin"]))
    L.append("")
    L.append("Family: Mother %s (%s yo, MRN %s) at bedside this AM; updated by %s. Father %s by phone %s. Primary language %s; interpreter %s." % (
        mo.full, AG(mo.age), c.mrn(), np_.full, _father(c, b).full, c.phone(True),
        r.choice(["English", "Spanish", "Vietnamese", "Somali", "Arabic"]), r.choice(["not needed", "used (ID #%s)" % c.digits(6)])))
    L.append("Insurance: %s, ID %s" % (r.choice(["Medicaid", c.insurer()]), c.hplan()))
    L.append("")
    L.append("Assessment/Plan: former %d+%d wk infant, now PMA %d wk, with %s. Continue current management. Discharge planning: car seat test, CCHD screen, hep B vaccine, PCP %s at %s." % (
        b.ga_w, b.ga_d, b.ga_w + 4, r.choice(["RDS on CPAP", "feeding immaturity", "BPD", "hyperbilirubinemia"]),
        staff(c).drfull, c.hosp("gp")))
    L.append("")
    L.append("%s, NNP-BC" % np_.full)
    L.append("Attending attestation: I examined the infant and agree with the above. %s, MD %s" % (att.full, c.D(c.today)))
    L.append("Signed by %s on %s" % (att.un, c.D(c.today, "iso")))
    return "\n".join(L)


def layout_discharge(c, b):
    r = c.r
    h = c.hosp_name()
    mo = _mother(c, b)
    cons, reg = staff(c), staff(c)
    gp = staff(c)
    adm = b.dob
    dis = c.today
    L = []
    L.append(letterhead(c, HO(h), "Neonatal Intensive Care Unit", c.town_name(), web=False))
    L.append("")
    L.append("NEONATAL DISCHARGE SUMMARY")
    L.append("=" * 26)
    L.append("Baby: %s        Sex: %s        %s: %s" % (b.full if b.named else _bname(c, b), "female" if b.sex == "F" else "male",
                                                      "Hospital No" if c.loc == "GB" else "MRN", c.mrn()))
    if c.loc != "US":
        L.append("%s: %s" % ({"GB": "NHS number", "AU": "Medicare (baby)", "CA": "Health card"}[c.loc], c.hplan()))
    L.append("Date of birth: %s   Admitted: %s   Discharged: %s   Length of stay: %d days" % (c.D(b.dob), c.D(adm), c.D(dis), (dis - adm).days))
    L.append("Birth weight: %d g   GA: %d+%d   Discharge weight: %d g   Head circ: %.1f cm" % (b.bw, b.ga_w, b.ga_d, b.bw + r.randint(400, 1800), r.uniform(28, 36)))
    L.append("Mother: %s, DOB %s, %s   Father: %s" % (mo.full, c.D(c.dob(mo.age)), c.addr_line(), _father(c, b).full))
    L.append("Discharged to: %s" % r.choice(["home with parents", "%s (step-down)" % c.hosp(), "foster carer %s via %s" % (family(c).full, OG(c.town_name() + " Children's Services"))]))
    L.append("")
    L.append("Problems this admission:")
    probs = r.sample(["Prematurity", "Respiratory distress syndrome", "Apnoea of prematurity", "Hyperbilirubinaemia",
                      "Patent ductus arteriosus", "Suspected sepsis - cultures negative", "Retinopathy of prematurity stage 1 zone II",
                      "Anaemia of prematurity - transfused x2", "Hypoglycaemia", "NEC Bell stage I", "Chronic lung disease"], r.randint(3, 6))
    for i, p in enumerate(probs, 1):
        L.append("  %d. %s" % (i, p))
    L.append("")
    L.append("Course by system:")
    for k, v in _systems(c, b):
        L.append("  %s - %s" % (k, v))
    L.append("")
    L.append("Screening: newborn bloodspot card %s taken %s (%s). Hearing: %s. ROP: %s. Hip USS %s." % (
        c.idn("NBS-########"), c.D(c.plus(b.dob, r.randint(3, 6))), r.choice(["normal", "repeat TSH requested", "CF IRT borderline - sweat test booked"]),
        r.choice(["AABR pass bilaterally", "refer R - audiology %s" % c.D(c.plus(dis, 21))]), r.choice(["no ROP", "stage 1, follow up 2/52"]),
        r.choice(["not indicated", "booked"])))
    L.append("Immunisations: %s given %s. Palivizumab: %s." % (r.choice(["8-week vaccines", "Hep B", "2-month immunizations"]),
                                                           c.D(c.plus(dis, -r.randint(1, 20))), r.choice(["yes", "not eligible"])))
    L.append("")
    L.append("Discharge medications:\n- %s\n- %s" % (r.choice(["Vitamin D 400 units daily", "Abidec 0.3 ml daily", "Pentavite 0.45 ml daily"]),
                                                      r.choice(["Sytron 1 ml BD", "Iron 2 mg/kg daily", "Caffeine stopped", "Omeprazole 1 mg/kg"])))
    L.append("Feeding: %s" % r.choice(["breastfeeding + EBM top ups", "term formula 160 ml/kg/d", "BF on demand"]))
    L.append("")
    L.append("Follow-up:\n- Neonatal clinic, %s with %s\n- Community neonatal team: %s (%s)\n- GP: %s, %s\n- Health visitor / child health nurse informed %s" % (
        c.D(c.plus(dis, r.randint(14, 60))), cons.drfull, staff(c, "F").full, c.phone(False),
        gp.drfull, c.hosp("gp"), c.D(dis)))
    L.append("")
    L.append("Parents given: CPR training (%s), car seat check, safe sleep advice, contact number for unit %s." % (c.D(c.plus(dis, -2)), c.phone(False)))
    L.append("")
    L.append("Summary completed by %s (%s) for %s, Consultant Neonatologist." % (reg.full, r.choice(["ANNP", "SpR", "fellow"]), cons.drfull))
    L.append(dictation(c, reg))
    return "\n".join(L)


def layout_nursing(c, b):
    r = c.r
    rn = staff(c, "F")
    mo = _mother(c, b)
    d = c.today
    L = []
    L.append("nicu nursing shift note  %s  %s" % (c.D(d), r.choice(["nights 1900-0730", "days 0700-1930", "lates"])))
    L.append("%s  %s  cot %s  %s" % (M("PATIENT", b.last.lower()) if r.random() < .5 else _bname(c, b), c.mrn(), LO(str(r.randint(1, 30))), c.D(b.dob)))
    L.append("")
    L.append("resp: %s" % r.choice(["cpap 6, fio2 21-25%, 2 self-resolving desats w cares", "hfnc 4L air, rr 40-60", "self ventilating in air, no apnoeas"]))
    L.append("cvs: hr 140-170, well perfused, no murmur heard")
    L.append("fen: %s ebm %d ml 3hrly ng, %s. wt %d g." % (r.choice(["fortified", "plain", "donor"]), r.randint(8, 45),
                                                        r.choice(["aspirates nil", "small milky aspirate x1", "cue-based oral feeds x2, took 60%"]), b.bw + r.randint(0, 900)))
    L.append("elim: pu'd x%d, bo x%d, %s" % (r.randint(3, 8), r.randint(0, 3), r.choice(["seedy yellow", "meconium", "normal"])))
    L.append("skin: %s" % r.choice(["intact, nappy area slightly red - barrier applied", "picc dressing c/d/i", "intact"]))
    L.append("temp: stable in %s" % r.choice(["incubator 32C", "open cot", "heated mattress"]))
    L.append("")
    L.append("family: mum %s in at %02d:00, kangaroo care 90 min. %s. %s" % (
        mo.fn, r.randint(9, 22), r.choice(["dad %s came with her" % _father(c, b).fn, "grandmother %s visited" % Person(c, "FAMILY", sex="F").full,
                                           "phoned at 0400 for update"]),
        r.choice(["mum expressing well 8x/day", "mum tearful, offered chaplain", "asked about transfer back to %s" % c.hosp()])))
    L.append("called mum on %s re consent for %s - verbal consent obtained, witnessed by %s" % (
        c.phone(True), r.choice(["blood transfusion", "rop screen", "hep b vaccine"]), staff(c).full))
    L.append("")
    L.append("%s %s  (%s)" % (rn.m(rn.first.lower() + " " + rn.last.lower()), r.choice(["rn", "rm", "en"]), rn.un))
    return "\n".join(L)


LAYOUTS = [layout_daily, layout_us_progress, layout_discharge, layout_nursing, layout_daily, layout_discharge]


_COUNT = {}  # per-locale rotation through the layouts that fit the locale


def make(c, i):
    b = _baby(c)
    c.today = c.plus(b.dob, c.r.randint(1, 60))
    ok = [l for l in LAYOUTS if not (l is layout_us_progress and c.loc not in ("US", "CA"))]
    n = _COUNT[c.loc] = _COUNT.get(c.loc, -1) + 1
    lay = ok[n % len(ok)]
    return lay(c, b), lay.__name__, b
