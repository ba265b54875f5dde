"""Genres: transplant work-up checklist, post-transplant clinic note, PD home training record."""
import fmt as F
import pools as P
from clin import (fam_age, D, pname, dname, staff, addr_items, fam, prof_phrase, lab, lab_str, vitals,
                  CAUSES, COMORB, tx_meds, facility_header, demo_block, sign_block, dr)

HLA_A = ["A1", "A2", "A3", "A11", "A24", "A26", "A29", "A30", "A31", "A33", "A68"]
HLA_B = ["B7", "B8", "B13", "B15", "B35", "B44", "B51", "B57", "B58", "B60", "B62"]
HLA_DR = ["DR1", "DR3", "DR4", "DR7", "DR11", "DR13", "DR15", "DR16"]


def hla(rng):
    return "%s, %s; %s, %s; %s, %s" % (tuple(sorted(rng.sample(HLA_A, 2))) + tuple(sorted(rng.sample(HLA_B, 2))) +
                                       tuple(sorted(rng.sample(HLA_DR, 2))))


def sp(c, us, au):
    return us if c.us else au


def chk(rng, p=0.75):
    return "[x]" if rng.random() < p else "[ ]"


# ---------------------------------------------------------------- transplant work-up
def tx_workup(c, n):
    rng = c.rng
    coord = staff(c, "coord")
    neph = staff(c, "neph")
    surg = staff(c, "surg")
    sw = staff(c, "sw")
    diet = staff(c, "diet")
    n.ln(rng.choice(["KIDNEY TRANSPLANT EVALUATION CHECKLIST", "Renal Transplant Work-up Checklist",
                     "TRANSPLANT CANDIDATE ASSESSMENT - CHECKLIST", "Pre-Transplant Work-Up Tracker"]))
    n.ln(("HOSPITAL", c.hosp), rng.choice([" Transplant Program", " - Kidney Transplant Service",
                                           " Renal Transplant Unit", " Transplant Center"]))
    n.ln()
    demo_block(n, c, rng.sample(["hp", "phone", "acct"], rng.randrange(1, 3)))
    if c.us:
        n.ln("SSN: ", ("SSN", c.ssn), "    UNOS ID: ", ("IDNUM", F.unos_id(rng)))
    else:
        if rng.random() < 0.6:
            n.ln("Centrelink CRN: ", ("SSN", c.ssn))
        n.ln("OrganMatch ID: ", ("IDNUM", F.letters(rng, 2) + F.digits(rng, 6)))
    if rng.random() < 0.4:
        n.ln("Biometric enrolment (palm-vein) ID: ", ("BIOID", F.bioid(rng)))
    ref = F.add_days(c.d0, -rng.randrange(30, 400))
    dstart = F.add_days(ref, -rng.randrange(30, 1500))
    n.ln("Referral received: ", D(c, ref), "    Referring: ", *dname(c, neph, "neph", rng.choice(["dr_full", "lf"])))
    n.ln("Primary renal disease: ", rng.choice(CAUSES), "    Dialysis start: ",
         rng.choice([D(c, dstart), ("DATE", F.fmy(dstart, rng)), ("DATE", str(dstart.year))]),
         " (", rng.choice(["HD", "PD", "pre-emptive - not yet on dialysis"]), ")")
    n.ln("Blood group: %s    cPRA: %d%%    HLA: %s" % (rng.choice(["O+", "O-", "A+", "A-", "B+", "AB+"]),
                                                       rng.choice([0, 0, 4, 12, 37, 68, 92, 99]), hla(rng)))
    n.ln("HLA lab sample: ", ("IDNUM", F.accession(rng, ref, "HLA")), rng.choice(["   Serum tray: ", "   Monthly serum ref: "]),
         ("IDNUM", "ST" + F.digits(rng, 6)))
    n.ln()
    n.ln("ITEM                                  STATUS   DATE          BY / COMMENT")
    items = [
        ("Nephrology transplant assessment", [*dname(c, neph, "neph", "dr_last")]),
        ("Surgical assessment", [*dname(c, surg, "surg", rng.choice(["dr_last", "dr_full"]))]),
        ("Coronary angiogram / DSE", [rng.choice(["no inducible ischaemia", "mild LAD disease - cardiology OK",
                                                  "booked", "EF 55%"])]),
        ("CT aorto-iliac (non-contrast)", [rng.choice(["mild calcification, R EIA suitable", "no significant calcification",
                                                       "heavy calcification L - surgeon to review"])]),
        ("Dental clearance", [rng.choice(["letter received", "2 extractions pending", "OPG clear"])]),
        ("Psychosocial / social work", [*dname(c, sw, "sw", rng.choice(["full_cred", "first"]))]),
        ("Dietitian (BMI %.1f)" % (19 + rng.random() * 19), [*dname(c, diet, "diet", "full_cred")]),
        ("Cancer screening", [rng.choice(["colonoscopy normal", "FOBT negative", "mammogram BIRADS 1",
                                          "cervical screen normal", "PSA 1.2"])]),
        ("Infectious serology", ["HIV neg, HBsAg neg, anti-HBs %d, HCV Ab neg, CMV IgG %s, EBV IgG pos, QFT %s" % (
            rng.randrange(0, 400), rng.choice(["pos", "neg"]), rng.choice(["neg", "neg", "pos - INH started"]))]),
        ("Financial / insurance clearance" if c.us else "Medicare eligibility", []),
        ("Education session attended", []),
    ]
    span_days = max(6, (c.d0 - ref).days)
    for label, by in items:
        n.w(("%-38s" % label), chk(rng), "      ")
        if rng.random() < 0.85:
            n.w(D(c, F.add_days(ref, rng.randrange(5, span_days))))
        else:
            n.w("pending")
        if by:
            n.w("   ", *by)
        n.ln()
    n.ln()
    n.ln("INSURANCE" if c.us else "FUNDING")
    if c.us:
        ins = rng.choice(P.US_INSURERS)
        n.ln("Primary: Medicare Part A/B, MBI ", ("HEALTHPLAN", F.healthplan(rng, "US", 0)))
        n.ln("Secondary: ", ("ORGANIZATION", ins), ", member ", ("HEALTHPLAN", F.healthplan(rng, "US", 1)),
             ", group ", ("HEALTHPLAN", "GRP" + F.digits(rng, 5)))
        n.ln("Immunosuppressant coverage (Part B) confirmed by financial coordinator ",
             *dname(c, staff(c, "fin"), "rn", "full"), ".")
    else:
        n.ln("Medicare: ", ("HEALTHPLAN", F.healthplan(rng, "AU", 0)))
        if rng.random() < 0.5:
            n.ln("Private health: ", ("ORGANIZATION", rng.choice(P.AU_FUNDS)), " member ",
                 ("HEALTHPLAN", F.healthplan(rng, "AU", 2)))
        else:
            n.ln("Public patient; PBS Section 100 immunosuppression via hospital pharmacy.")
    n.ln()
    n.ln("SOCIAL")
    rel, fp = fam(c)
    n.ln("Lives with ", rel, " ", ("FAMILY", fp.form("full")), " at ", *addr_items(c), ".")
    n.ln("Occupation: ", *prof_phrase(c)[1:] if c.retired else [("PROFESSION", c.prof)],
         *([" (retired)"] if c.retired else []),
         *([" at ", ("ORGANIZATION", rng.choice(P.US_EMPLOYERS if c.us else P.AU_EMPLOYERS))] if not c.retired else []))
    n.ln("Post-transplant carer: ", ("FAMILY", fp.form(rng.choice(["first", "full"]))), ", mobile ",
         ("PHONE", F.phone(rng, c.country, c.addr["state"], "mobile")))
    if rng.random() < 0.6:
        rel2, fp2 = fam(c, 1)
        dage = min(72, max(19, fam_age(c, rel2)))
        n.ln()
        n.ln("POTENTIAL LIVING DONOR")
        n.ln(rel2[0].upper() + rel2[1:], " ", ("FAMILY", fp2.form("full")), ", ", ("AGE", str(dage)), ", blood group ",
             rng.choice(["O", "A", "B"]), "; referred to donor coordinator ",
             *dname(c, staff(c, "dcoord"), "coord", "full"), " on ", D(c, F.add_days(ref, rng.randrange(10, 90))), ".")
        if rng.random() < 0.5:
            n.ln("Donor lives in ", ("COUNTRY", rng.choice(P.TRAVEL_COUNTRIES)), " - visa and travel to be arranged.")
        else:
            n.ln("Incompatible (crossmatch positive) - discussed ", rng.choice(["paired kidney exchange", "AKX program",
                                                                               "desensitisation"]), ".")
    n.ln()
    n.ln("Listing status: ", rng.choice(["ACTIVE", "ON HOLD - awaiting cardiology", "Work-up incomplete",
                                         "Presented at selection meeting"]),
         " (", D(c, c.d0), ")")
    n.ln("Coordinator: ", *dname(c, coord, "coord", "full_cred"), "  Ph ", ("PHONE", c.hosp_phone + F.ext(rng)),
         "  ", ("EMAIL", F.email(rng, coord.first, coord.last)))
    if rng.random() < 0.5:
        n.ln("Last updated by ", ("USERNAME", F.username(rng, coord.first, coord.last)), " ",
             D(c, c.d0), " %02d:%02d" % (rng.randrange(7, 19), rng.randrange(60)))


# ---------------------------------------------------------------- post-transplant clinic
def post_tx_clinic(c, n):
    rng = c.rng
    neph = staff(c, "neph")
    coord = staff(c, "coord")
    pharm = staff(c, "pharm")
    txd = F.add_days(c.d0, -rng.randrange(10, 1500))
    months = max(1, (c.d0 - txd).days // 30)
    n.ln(rng.choice(["TRANSPLANT CLINIC NOTE", "Post Kidney Transplant Review", "RENAL TRANSPLANT CLINIC",
                     "Kidney Transplant Follow-up Visit"]))
    n.ln(("HOSPITAL", c.hosp), rng.choice([" Transplant Clinic", " - Transplant Outpatients", ""]),
         rng.choice(["   Room ", "   Consult room ", "   Rm "]), ("LOCATION_OTHER", str(rng.randrange(1, 40)) + rng.choice(["", "A", "B"])))
    n.ln("Visit date: ", D(c, c.d0), "    ", rng.choice(["Encounter: ", "Visit #: "]), ("ACCOUNT", c.acct))
    n.ln()
    n.ln("Patient: ", *pname(c, rng.choice(["fml", "LF", "full"]), False), "   ", "MRN" if c.us else "UR", " ",
         ("MRN", c.mrn), "   Age ", ("AGE", str(c.age)))
    dtype = rng.choice(["DDKT", "LDKT", "DCD kidney", "SPK (kidney-pancreas)", "DBD kidney"])
    n.w("Transplant: ", dtype, " on ", D(c, txd), " (month %d)" % months)
    if "LD" in dtype:
        rel, fp = fam(c)
        n.w(" - donor ", rel, " ", ("FAMILY", fp.form(rng.choice(["first", "full"]))))
    n.ln()
    n.ln("Induction: %s.  CMV D%s/R%s, EBV D+/R%s.  Primary disease: %s." % (
        rng.choice(["basiliximab", "ATG 4.5 mg/kg total", "alemtuzumab"]), rng.choice("+-"), rng.choice("+-"),
        rng.choice("+-"), rng.choice(CAUSES)))
    n.ln()
    n.ln("S: ", rng.choice(["Feels well. No fevers, dysuria or graft tenderness.",
                            "Tremor in hands, worse in mornings. Some diarrhoea x1 week.",
                            "Good urine output. Mild ankle oedema.",
                            "Missed two evening tacrolimus doses last week (night shift)."]), " ",
         rng.choice(["Working again as a ", "Back at work as a ", "Previously worked as a "]),
         ("PROFESSION", c.prof), ".")
    v = vitals(c)
    n.ln("O: BP %s  HR %s  T %s  Wt %s. Graft RIF non-tender, %s." % (v["bp"], v["hr"], v["temp"], v["wt"],
                                                                     rng.choice(["no bruit", "soft bruit",
                                                                                 "wound healed"])))
    n.ln()
    dose = rng.choice(["1", "1.5", "2", "3", "4", "5"])
    n.ln("Current immunosuppression / prophylaxis:")
    for m in tx_meds(c, rng.randrange(4, 8), dose):
        n.ln("  - ", m)
    n.ln()
    unit = "ng/mL" if c.us else "ug/L"
    tgt = rng.choice(["8-10", "6-8", "5-7", "4-6"])
    n.ln(rng.choice(["TACROLIMUS LEVELS", "Tac trough trend", "FK506 levels (12-h trough)"]))
    n.ln("Date          Dose        Trough (%s)   Target" % unit)
    nl = rng.randrange(3, 7)
    for i in range(nl):
        d = F.add_days(c.d0, -7 * (nl - 1 - i) - rng.randrange(0, 3))
        lo, hi = [int(x) for x in tgt.split("-")]
        last = lo - 2.5 + rng.random() * (hi - lo + 5)
        n.ln(D(c, d), "    %s mg %s     %.1f            %s" % (dose, sp(c, "BID", "BD"), last, tgt))
    n.ln()
    n.ln("Other labs (", D(c, c.d0), "): ", ", ".join(lab_str(c, k) for k in
                                                     ["txcr", "egfr", "txurea", "k", "mg", "hb", "wbc"]),
         "; ", lab_str(c, "bkv"), "; CMV PCR ", rng.choice(["not detected", "<137 IU/mL", "412 IU/mL"]),
         "; uPCR ", str(rng.randrange(8, 90)), " mg/mmol" if not c.us else " mg/g")
    n.ln("DSA screen: ", rng.choice(["negative", "weak DQ7 (MFI 1,100)", "not due"]))
    n.ln()
    n.ln("A/P:")
    n.ln("1. Stable graft function." if rng.random() < 0.6 else "1. Creatinine up ~15% - repeat bloods, US graft.")
    fd = float(dose)
    if last > hi:
        act, nd = "above target - reduce", max(0.5, fd - 0.5)
    elif last < lo:
        act, nd = "below target - increase", fd + 0.5
    else:
        act, nd = "at target - continue", fd
    n.ln("2. Tacrolimus ", act, " to %s mg %s; repeat trough on " % (("%g" % nd), sp(c, "BID", "BD")),
         ("DATE", F.fwd(F.add_days(c.d0, rng.randrange(3, 10)), c.country, rng)), ".")
    n.ln("3. ", rng.choice(["Continue valganciclovir until month 6.", "Stop co-trimoxazole at month 6.",
                            "Skin check with dermatology annually.", "Influenza and COVID boosters today."]))
    n.ln("4. Next clinic ", D(c, F.add_days(c.d0, rng.choice([14, 28, 42, 90]))), " with ",
         *dname(c, neph, "neph", rng.choice(["dr_last", "dr_full"])), ".")
    n.ln()
    n.ln("Medication reconciliation: ", *dname(c, pharm, "pharm", rng.choice(["full_cred", "il_cred"])))
    sign_block(n, c, rng.choice([neph, staff(c, "fellow")]), "neph", "Transplant Nephrology")
    if rng.random() < 0.5:
        n.ln("Coordinator: ", *dname(c, coord, "coord", "full_cred"), ", ph ", ("PHONE", F.phone(rng, c.country, c.addr["state"])))


# ---------------------------------------------------------------- PD home training
def pd_training(c, n):
    rng = c.rng
    tr = staff(c, "pdrn")
    tr2 = staff(c, "pdrn2")
    surg = staff(c, "surg")
    n.ln(rng.choice(["PERITONEAL DIALYSIS HOME TRAINING RECORD", "PD Training & Competency Record",
                     "Home PD Training Log", "HOME THERAPIES - PD TRAINING"]))
    n.ln(("HOSPITAL", rng.choice(["Lakeview Home Dialysis Program", "Prairie Home Dialysis"] if c.us else
                                 ["Coral Coast Home Therapies Unit", "Tablelands Self-Care Dialysis"])
          if rng.random() < 0.6 else c.unit), "   24-h PD line: ", ("PHONE", F.phone(rng, c.country, c.addr["state"])))
    n.ln()
    demo_block(n, c, ["phone"] + rng.sample(["hp", "acct"], 1))
    ins = F.add_days(c.d0, -rng.randrange(14, 40))
    n.ln("Catheter: ", rng.choice(["Tenckhoff double-cuff swan-neck", "straight Tenckhoff, double cuff",
                                    "coiled swan-neck"]), " inserted ", D(c, ins), " by ",
         *dname(c, surg, "surg", rng.choice(["dr_last", "dr_full"])), " at ", ("HOSPITAL", c.hosp),
         " (", rng.choice(["laparoscopic", "open", "percutaneous, Seldinger"]), ")")
    mod = rng.choice(["CAPD", "APD", "APD", "CAPD"])
    if mod == "APD":
        cyc = rng.choice(["Baxter HomeChoice Claria", "Fresenius sleep-safe harmony", "Baxter Amia"])
        n.ln("Modality: APD  Cycler: ", cyc, "  SN ", ("DEVICE", F.device_sn(rng, "pd")))
        if rng.random() < 0.7:
            n.ln("Remote monitoring modem: ", rng.choice(["Sharesource", "remote platform"]), " gateway ",
                 ("IPADDR", F.ip(rng)), "  (user ", ("USERNAME", F.username(rng, c.pt.first, c.pt.last)), ")")
        n.ln("Rx: %d cycles, total %.1f L, fill %d mL, dwell %s, last fill %s" % (
            rng.randrange(3, 7), 8 + rng.random() * 6, rng.choice([1500, 1800, 2000, 2200, 2500]),
            rng.choice(["1h 30m", "1h 45m", "2h"]), rng.choice(["icodextrin 1.5 L", "nil (dry day)", "1.5% 1 L"])))
    else:
        n.ln("Modality: CAPD  4 exchanges/day, 2 L 1.5%/2.5% glucose, ", rng.choice(["icodextrin overnight", "no icodextrin"]))
        n.ln("Scales SN ", ("DEVICE", F.device_sn(rng, "x")), "   BP monitor SN ", ("DEVICE", F.device_sn(rng, "x")))
    n.ln()
    n.ln("Day  Date        Topic                                      Competent  Trainer")
    topics = ["Hand hygiene, mask, aseptic technique", "Exchange demonstration / return demo",
              "Exit-site care, dressing, mupirocin", "Fluid balance, weights, BP, choosing bag strength",
              "Recognising peritonitis - cloudy bag, pain, fever", "Troubleshooting: drain pain, slow drain, alarms",
              "Ordering supplies, storage, waste disposal", "Diet, K and phosphate, constipation",
              "Independent exchanges x2 observed", "Emergency plan, who to call"]
    nd = rng.randrange(5, 10)
    d = F.add_days(ins, rng.randrange(10, 16))
    for i in range(nd):
        ok = rng.choice(["Y", "Y", "Y", "N - repeat"])
        trainer = tr if rng.random() < 0.7 else tr2
        n.ln("%-4d " % (i + 1), D(c, d), "  %-44s %-10s " % (topics[i], ok), ("DOCTOR", trainer.form("ini2")))
        d = F.add_days(d, rng.choice([1, 1, 1, 3]))
    n.ln()
    rel, fp = fam(c)
    n.ln("Home visit ", D(c, F.add_days(d, rng.randrange(1, 7))), ": ", ("STREET", c.addr["street"]), ", ",
         ("CITY", c.addr["city"]), ". ", rng.choice(["Dedicated room, good lighting, sink nearby.",
                                                     "Storage in garage - advised to keep off floor.",
                                                     "Pets present - to keep out of room during exchanges.",
                                                     "Tank water only - boiled water for hand washing advised."]))
    n.ln("Carer / backup: ", rel, " ", ("FAMILY", fp.form(rng.choice(["full", "first"]))), " (", ("AGE", str(fam_age(c, rel))),
         "), ", ("PHONE", F.phone(rng, c.country, c.addr["state"], "mobile")), "; ",
         rng.choice(["attended 3 sessions", "trained as backup", "not trained - works full time"]))
    sup = rng.choice(["HomeCare Renal Supplies", "KidneyDirect Logistics", "Southern Home Therapy Freight",
                      "Prairie Medical Deliveries"])
    n.ln("Supplies: home delivery by ", ("ORGANIZATION", sup), ", customer acct ", ("ACCOUNT", F.digits(rng, 8)), ", first delivery ",
         D(c, F.add_days(d, rng.randrange(2, 10))))
    n.ln("Education resources: ", ("URL", F.url(rng)))
    if rng.random() < 0.5:
        n.ln("PET ", D(c, F.add_days(ins, rng.randrange(30, 60))), ": D/P creatinine 4h %.2f (%s)" % (
            0.5 + rng.random() * 0.35, rng.choice(["high average", "low average", "high"])))
    n.ln()
    n.ln("Patient declaration: I have been trained and feel confident to perform PD at home.")
    n.ln("Patient: ", *pname(c, "full", False), "   Date: ", D(c, d))
    n.ln("Trainer: ", *dname(c, tr, "rn", "full_cred"), "   Date: ", D(c, d))
    n.ln("Second trainer: ", *dname(c, tr2, "rn", rng.choice(["full_cred", "il_cred"])))
    if rng.random() < 0.5:
        n.ln("Nephrologist: ", *dname(c, staff(c, "neph"), "neph", "dr_full"), " - cleared for home ",
             D(c, F.add_days(d, 1)))
