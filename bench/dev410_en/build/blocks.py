"""Shared note blocks: banners, letterheads, signatures, clinical filler with hard negatives."""
import core as K
import pools as P

pick, chance = K.pick, K.chance


def banner(D, C, style=None):
    rng, c, pt = C.rng, C.c, C.pt
    s = style if style is not None else rng.randrange(4)
    if s == 0:
        D("Patient: ", ("PATIENT", pt.form(rng, pick(rng, ["upper", "last_first", "full"]))),
          "    DOB: ", C.date(C.dob, "num"), " (", ("AGE", str(C.age)), pick(rng, ["y)", " yrs)", ")"]),
          "\n", C.mrn_label(), ": ", ("MRN", C.mrn), "    ", C.nhs_label(), ": ", ("HEALTHPLAN", C.hp), "\n")
        if C.ssn_label() and chance(rng, 0.5):
            D(C.ssn_label(), ": ", ("SSN", C.ssn), "\n")
    elif s == 1:
        D("SURNAME: ", ("PATIENT", pt.last.upper()), "\nFORENAME(S): ", ("PATIENT", pt.first + (" " + pt.middle if pt.middle else "")),
          "\nDOB: ", C.date(C.dob, "num"), "   Age: ", ("AGE", str(C.age)),
          "\n", C.mrn_label(), ": ", ("MRN", C.mrn), "\nAddress: ")
        K.write_addr(D, C.addr)
        D("\n")
    elif s == 2:
        D(("PATIENT", pt.form(rng, "upper")), "  ", ("AGE", str(C.age)), "F  ", C.mrn_label(), " ", ("MRN", C.mrn),
          "  DOB ", C.date(C.dob, "num"))
        if C.ssn_label() and chance(rng, 0.85):
            D("  ", C.ssn_label(), " ", ("SSN", C.ssn))
        D("\n")
    else:
        D("Name: ", ("PATIENT", pt.full()), " | DOB: ", C.date(C.dob, pick(rng, ["num", "mon"])),
          " | ", C.mrn_label(), ": ", ("MRN", C.mrn), " | Enc: ", ("ACCOUNT", C.acct), "\n")
    return s


def hosp_header(D, C, dept=True, contacts=True):
    rng = C.rng
    D(("HOSPITAL", C.hosp), "\n")
    if dept:
        D(pick(rng, [C.T["dept"], "Obstetric " + C.T["an"].capitalize() + " Service",
                     "Maternity Services - " + C.T["dept"]]), "\n")
    if contacts:
        K.write_addr(D, C.haddr)
        D("\n", pick(rng, ["Tel: ", "Phone: ", "T: "]), ("PHONE", C.hphone))
        if chance(rng, 0.7):
            D(pick(rng, ["   Fax: ", "  F: ", " | Fax "]), ("FAX", C.hfax))
        if chance(rng, 0.5):
            D("\n", pick(rng, ["Email: ", "E: "]), ("EMAIL", C.dept_email))
        D("\n")


def signoff(D, C, p, role, lic=True, contact=True, date=None):
    rng = C.rng
    r = rng.randrange(4)
    if r == 0:
        D(pick(rng, ["Signed: ", "Sig: ", ""]), ("DOCTOR", p.form(rng, pick(rng, ["full", "init_last"]))))
        D(", " + role if role else "")
    elif r == 1:
        D(p.title + " " if p.title else "", ("DOCTOR", p.full()), "\n", role)
    elif r == 2:
        D(pick(rng, ["Name: ", "Print name: "]), ("DOCTOR", p.full().upper()), "  Designation: ", role)
    else:
        D(p.title + " " if p.title else "", ("DOCTOR", p.form(rng, "init_last")), " (" + role + ")")
    if lic and chance(rng, 0.7):
        D("  ", K.license_label(C.c, "mw" if not p.title else "doc"), " ",
          ("LICENSE", K.license_(rng, C.c, "mw" if not p.title else "doc")))
    if C.c == "US" and p.title and chance(rng, 0.3):
        D("  DEA ", ("LICENSE", K.dea(rng)))
    if contact and chance(rng, 0.6):
        D(pick(rng, ["  bleep ", "  Bleep: ", "  pager ", "  ext. "]), ("PHONE", K.bleep(rng)))
    if date is not None:
        D("  ", pick(rng, ["Date: ", "", "Dated "]), C.date(date, "num"), " " + C.tick(5, 40))
    D("\n")


def audit_footer(D, C, who):
    rng = C.rng
    D(pick(rng, ["\n--\nElectronically signed by ", "\n[Audit] last edited by user ", "\nEntered by: "]),
      ("USERNAME", who.username(rng)))
    if chance(rng, 0.6):
        D(" on ", C.date(K.shift(C.d0, rng.randint(0, 2)), "num"), " at " + K.ftime(rng))
    if chance(rng, 0.45):
        lab = pick(rng, [" from workstation ", " (terminal ", " | host "])
        D(lab, ("IPADDR", K.ipaddr(rng)), ")" if "(" in lab else "")
    D("\n")


# ------------------------------------------------------------------ clinical filler (no PHI)
def labs(rng):
    hb = rng.randint(88, 142)
    plt = rng.randint(62, 390)
    s = "Hb %d g/L, plt %d x10^9/L" % (hb, plt)
    if chance(rng, 0.6):
        s += ", INR %.1f, APTT %d s" % (rng.uniform(0.9, 1.3), rng.randint(24, 38))
    if chance(rng, 0.4):
        s += ", fibrinogen %.1f g/L" % rng.uniform(2.0, 5.8)
    if chance(rng, 0.25):
        s += ", FIBTEM A5 %d mm" % rng.randint(7, 24)
    if chance(rng, 0.3):
        s += ", Cr %d umol/L, ALT %d" % (rng.randint(38, 110), rng.randint(9, 160))
    if chance(rng, 0.2):
        s += ", urate %.2f mmol/L, uPCR %d" % (rng.uniform(0.2, 0.5), rng.randint(10, 300))
    return s


def airway(rng):
    return pick(rng, [
        "Mallampati %d, TMD > 6.5 cm, mouth opening > 3 FB, good jaw protrusion, neck FROM" % rng.randint(1, 4),
        "Airway: MP %d, IIG 4 cm, no prominent incisors, normal neck extension" % rng.randint(1, 4),
        "Airway assessment - Mallampati %d; thyromental distance ~6 cm; dentition own, no crowns" % rng.randint(1, 3),
        "MP %d, mouth opening adequate, BMI related soft tissue ++, ramp with Oxford HELP pillow if GA" % rng.randint(2, 4),
    ])


def pmh(rng, para=1):
    pool = [
        "asthma (salbutamol PRN, no admissions)", "gestational diabetes on metformin", "pre-eclampsia on labetalol 200 mg TDS",
        "essential thrombocytopenia", "von Willebrand disease type 1", "previous lumbar microdiscectomy L4/5",
        "scoliosis with Harrington rods T4-L2", "Marfan syndrome, aortic root 38 mm", "Ehlers-Danlos syndrome (hypermobile)",
        "epilepsy on lamotrigine", "hypothyroidism on levothyroxine", "migraine with aura", "obstetric cholestasis",
        "sickle cell trait", "BMI > 40", "previous PPH 1.8 L", "needle phobia", "anxiety/PTSD after previous birth",
        "Arnold-Chiari malformation type 1 (asymptomatic)", "mitral stenosis (moderate)", "repaired tetralogy of Fallot",
        "Crohn's disease in remission", "ITP on prednisolone", "factor XI deficiency", "HELLP in previous pregnancy",
        "spina bifida occulta", "previous failed epidural", "idiopathic intracranial hypertension", "nil of note",
    ]
    if not para:
        pool = [x for x in pool if "previous" not in x.lower() and "birth" not in x]
    items = rng.sample(pool, rng.randint(1, 3))
    if "nil of note" in items and len(items) > 1:
        items.remove("nil of note")
    return "; ".join(items)


def drugs(rng, n=None):
    n = n or rng.randint(1, 4)
    return ", ".join(rng.sample(list(P.DRUGS), n))


def allergy(rng):
    return pick(rng, ["NKDA", "NKDA", "penicillin (rash)", "latex", "codeine - vomiting", "chlorhexidine (anaphylaxis - listed by GP)",
                      "morphine (itch)", "elastoplast", "nil known", "co-amoxiclav (urticaria)"])


def epidural_technique(rng, C):
    ndl = pick(rng, ["16G Tuohy", "18G Tuohy", "16G Tuohy (Portex minipack)", "18G Tuohy, Braun Perifix kit"])
    lor = pick(rng, ["LOR to saline", "LOR to saline", "LOR to air", "LORTS"])
    depth = rng.randint(4, 9)
    inn = rng.randint(4, 6)
    return ("Sitting, %s, chlorhexidine 0.5%% x 3 (allowed to dry), lidocaine 1%% 3 ml skin. %s at %s, %s at %d cm. "
            "Catheter threaded easily, %d cm in space, fixed at %d cm at skin. Aspiration test neg for blood/CSF."
            % (pick(rng, ["full asepsis", "aseptic technique (hat, mask, gown, gloves)"]), ndl, C.space, lor, depth, inn, depth + inn))


def block_table(D, C, n=4):
    rng = C.rng
    D("Time   BP        HR   VAS   Block (L/R)   Bromage\n")
    for i in range(n):
        sbp = rng.randint(95, 150)
        bp = "%d/%d" % (sbp, rng.randint(50, min(95, sbp - 25)))
        D("%s  %-8s  %-3d  %-4d  T%-2d/T%-2d       %d\n" % (
            C.tick(10, 20), bp, rng.randint(68, 120), max(0, 8 - i * 3 - rng.randint(0, 2)),
            rng.randint(8, 11), rng.randint(8, 11), rng.randint(0, 1)))


def risk_list(rng):
    return pick(rng, [
        "Risks discussed as per OAA Labour Analgesia Information Card: inadequate block needing re-site (1 in 8), "
        "hypotension (1 in 50), PDPH (1 in 100), nerve damage temporary (1 in 1,000), permanent (1 in 13,000), "
        "epidural abscess/meningitis (1 in 50,000), haematoma (1 in 170,000), paralysis (1 in 250,000).",
        "Discussed: failure/patchy block, drop in BP, itch, fever, headache ~1%, temporary leg weakness, "
        "rare serious complications (infection, bleeding, nerve injury). Questions answered.",
        "Consent (verbal) obtained for epidural analgesia after discussion of common and rare risks; "
        "OAA leaflet given earlier in the day by the midwife.",
        "Risks explained incl. accidental dural puncture / headache (1:100), backache not increased, "
        "prolonged second stage / instrumental delivery discussed (NICE CG190), motor block, shivering.",
    ])


def neg_sentence(rng):
    """A clinical sentence rich in non-PHI capitalised terms."""
    return pick(rng, [
        "Positioned with left uterine displacement; Bair Hugger on; Hartmann's solution running via 16G cannula.",
        "Plan per %s." % pick(rng, P.GUIDELINES),
        "No signs of Horner's syndrome; GCS 15/15; Glasgow Coma Scale to be repeated 4-hourly.",
        "Kiwi OmniCup ventouse delivery considered by the obstetric team; top-up with 2% lidocaine + adrenaline + bicarbonate prepared.",
        "Difficult airway trolley checked (McGrath MAC, bougie, i-gel size 4, Mackintosh 3 blade).",
        "Neville Barnes forceps on standby; Pfannenstiel incision anticipated if trial fails.",
        "Edinburgh Postnatal Depression Scale to be completed by community midwife; EPDS %d today." % rng.randint(2, 14),
        "Thromboprophylaxis: enoxaparin 40 mg SC daily - last dose timing checked against ASRA 2018 guidance.",
        "MEOWS %d, afebrile, CTG category I (NICE NG229 classification)." % rng.randint(0, 4),
        "Swiss cheese model used at debrief to map latent conditions.",
        "Bromage %d, block symmetrical to T%d bilaterally to cold (ethyl chloride)." % (rng.randint(0, 2), rng.randint(6, 10)),
        "Oxytocin 5 IU slow IV then infusion 10 IU/h; carbetocin not given (pre-eclampsia).",
        "Robson group 5 (previous CS) - VBAC counselling documented by O&G.",
        "Mendelson's syndrome prophylaxis: ranitidine 150 mg + sodium citrate 0.3 M 30 ml.",
        "Trendelenburg avoided; Valsalva advised against during second stage due to cardiac history.",
        "Bristol stool chart normal; Doppler of umbilical artery normal per O&G.",
        "German measles (rubella) immune; Hep B neg; HIV neg; GBS unknown.",
        "Tuffier's line used for landmarking, ultrasound confirmed midline and interspace.",
        "CADD-Solis pump programmed: PIEB 8 ml q40min, PCEA 5 ml, lockout 20 min, max 30 ml/h.",
        "Apgar %d and %d; baby to skin-to-skin, no NICU input." % (rng.randint(5, 9), rng.randint(8, 10)),
    ])
