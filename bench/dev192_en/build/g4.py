"""Genres: transplant discharge summary, inpatient nephrology consult."""
import fmt as F
import pools as P
from clin import (fam_age, D, pname, dname, staff, addr_items, fam, prof_phrase, lab, lab_str, vitals,
                  CAUSES, COMORB, hd_meds, tx_meds, facility_header, demo_block, sign_block, cc_block, dr)


def sp(c, us, au):
    return us if c.us else au


# ---------------------------------------------------------------- transplant discharge
def tx_discharge(c, n):
    rng = c.rng
    surg = staff(c, "surg")
    neph = staff(c, "neph")
    res = staff(c, "res")
    coord = staff(c, "coord")
    gp = staff(c, "gp")
    adm = c.d0
    los = rng.randrange(4, 16)
    dis = F.add_days(adm, los)
    txd = F.add_days(adm, rng.choice([0, 0, 1]))
    facility_header(n, c, rng.choice(["Kidney Transplant Service", "Renal & Transplant Unit",
                                      "Transplant Surgery", "Abdominal Transplant Service"]))
    n.ln(rng.choice(["DISCHARGE SUMMARY", "Discharge Summary - Kidney Transplant", "TRANSPLANT DISCHARGE SUMMARY"]))
    n.ln()
    demo_block(n, c, ["acct"] + rng.sample(["hp", "phone"], 1))
    n.ln("Ward: ", ("HOSPITAL", c.ward), "   Bed: ", ("LOCATION_OTHER", str(rng.randrange(1, 32))))
    n.ln("Admitted: ", D(c, adm), "    Discharged: ", D(c, dis), "    LOS: %d days" % los)
    n.ln("Consultant: ", *dname(c, neph, "neph", rng.choice(["dr_full", "lf"])), "    Surgeon: ",
         *dname(c, surg, "surg", rng.choice(["dr_full", "dr_last"])))
    n.ln()
    dtype = rng.choice(["deceased donor (DBD)", "deceased donor (DCD)", "living related donor",
                        "living unrelated donor", "paired exchange donor"])
    n.ln("PRINCIPAL PROCEDURE")
    n.ln(rng.choice(["Right", "Left"]), " iliac fossa kidney transplant, ", dtype, ", on ", D(c, txd), ".")
    if "living related" in dtype:
        rel, fp = fam(c, 1)
        n.ln("Donor: ", rel, " ", ("FAMILY", fp.form("full")), ", aged ", ("AGE", str(min(70, max(19, fam_age(c, rel))))),
             ", nephrectomy same day.")
    else:
        n.ln("Donor ID ", ("IDNUM", sp(c, F.unos_id(rng), "OM" + F.digits(rng, 7))), ", donor age ",
             ("AGE", str(rng.randrange(8, 72))), ", %s %d%%, CIT %d h %d min, WIT %d min." % (
                 sp(c, "KDPI", "KDRI centile"), rng.randrange(5, 90), rng.randrange(3, 22), rng.randrange(60),
                 rng.randrange(18, 45)))
    n.ln("HLA mismatch %d-%d-%d; flow crossmatch negative; cPRA %d%%. Induction: %s. Ureteric stent (JJ) in situ." % (
        rng.randrange(0, 3), rng.randrange(0, 3), rng.randrange(0, 3), rng.choice([0, 0, 11, 45, 88]),
        rng.choice(["basiliximab 20 mg D0/D4", "ATG 1.5 mg/kg x3", "methylprednisolone + basiliximab"])))
    n.ln()
    n.ln("BACKGROUND")
    n.ln("ESKD secondary to ", rng.choice(CAUSES), "; on ", rng.choice(["HD", "PD", "home HD"]), " since ",
         ("DATE", F.fmy(F.add_days(adm, -rng.randrange(300, 3000)), rng)), " at ", ("HOSPITAL", c.unit), ". ",
         "Comorbidities: ", ", ".join(rng.sample(COMORB, 3)), ".")
    n.ln()
    n.ln("HOSPITAL COURSE")
    course = rng.randrange(3)
    if course == 0:
        n.ln("Immediate graft function with creatinine falling from %s to %s by day %d. Urine output 3-5 L/day "
             "initially. Drain removed day 3, IDC removed day 5." % (lab(c, "cr")[1], lab(c, "txcr")[1], rng.randrange(3, 7)))
    elif course == 1:
        n.ln("Delayed graft function requiring %d %s session(s). Graft US on " % (
             rng.randrange(1, 4), sp(c, "hemodialysis", "haemodialysis")), D(c, F.add_days(txd, 1)),
             " showed good perfusion, RI 0.7%d. Function improved from day %d." % (rng.randrange(10), rng.randrange(4, 8)))
    else:
        n.ln("Initial function good; day 4 creatinine rose. Biopsy ", D(c, F.add_days(txd, 4)), " (",
             ("IDNUM", F.accession(rng, txd, "RB")), "): borderline changes - pulsed methylprednisolone 500 mg x3 with "
             "improvement.")
    n.ln("Tacrolimus levels: ", ", ".join("%.1f" % (4 + rng.random() * 10) for _ in range(rng.randrange(3, 6))),
         sp(c, " ng/mL", " ug/L"), "; target 8-10. ", rng.choice(["Post-op hyperglycaemia managed with insulin.",
                                                                  "Mild wound seroma, conservatively managed.",
                                                                  "Hypomagnesaemia supplemented.",
                                                                  "No surgical complications."]))
    n.ln("Seen by ", *dname(c, staff(c, "pharm"), "pharm", rng.choice(["full_cred", "first"])),
         " (pharmacist) for medication education; ", rng.choice(["competent with pill organiser.",
                                                                 "family member present for teaching.",
                                                                 "interpreter used."]))
    n.ln()
    n.ln("DISCHARGE BLOODS (", D(c, dis), "): ", ", ".join(lab_str(c, k) for k in ["txcr", "txurea", "k", "mg", "hb", "wbc", "tac"]))
    n.ln()
    n.ln("DISCHARGE MEDICATIONS")
    for m in tx_meds(c, rng.randrange(6, 10), rng.choice(["3", "4", "5", "6", "7"])):
        n.ln("  ", m)
    n.ln()
    n.ln("FOLLOW-UP")
    n.ln("- Bloods ", rng.choice(["Mon/Wed/Fri", "twice weekly", "three times a week"]), " at ",
         ("HOSPITAL", rng.choice([c.hosp, c.gp_practice])), " for 4 weeks (standing order ", ("IDNUM", F.order_no(rng)), ").")
    n.ln("- Transplant clinic ", ("DATE", F.fwd(F.add_days(dis, rng.randrange(2, 6)), c.country, rng)), ".")
    n.ln("- JJ stent removal (cystoscopy) ", D(c, F.add_days(txd, rng.choice([28, 35, 42]))), ".")
    n.ln("- 24-h transplant line ", ("PHONE", F.phone(rng, c.country, c.addr["state"])), "; coordinator ",
         *dname(c, coord, "coord", rng.choice(["full_cred", "first", "full"])), ", ", ("EMAIL", F.email(rng, coord.first, coord.last)))
    rel, fp = fam(c)
    n.ln()
    n.ln("Discharged home to ", ("STREET", c.addr["street"]), ", ", ("CITY", c.addr["city"]), " with ", rel, " ",
         ("FAMILY", fp.form(rng.choice(["first", "full"]))), ". ", rng.choice([
             "Not to drive for 6 weeks.", "No lifting > 5 kg for 6 weeks.", "Advised to avoid crowds for 3 months."]))
    if rng.random() < 0.4:
        n.ln("Medical certificate provided for employer (", ("ORGANIZATION", rng.choice(P.US_EMPLOYERS if c.us else P.AU_EMPLOYERS)),
             "); patient works as a ", ("PROFESSION", c.prof), ".")
    n.ln()
    n.ln("Prepared by: ", *dname(c, res, "res", rng.choice(["dr_full", "full_cred"])), rng.choice([" (resident)", " (RMO)", " (intern)", " (registrar)"]),
         ", pager ", ("PHONE", F.pager(rng)))
    sign_block(n, c, neph, "neph", "Transplant Nephrologist", dis)
    n.ln()
    cc_block(n, c, gp)


# ---------------------------------------------------------------- inpatient consult
def inpatient_consult(c, n):
    rng = c.rng
    fellow = staff(c, "fellow")
    att = staff(c, "neph")
    req = staff(c, "req")
    room = rng.choice([str(rng.randrange(201, 999)) + rng.choice(["", "A", "B"]), str(rng.randrange(1, 40))])
    n.ln(rng.choice(["NEPHROLOGY CONSULT NOTE", "Renal Consult", "INPATIENT NEPHROLOGY CONSULTATION",
                     "Nephrology - Initial Consult"]))
    n.ln(("HOSPITAL", c.hosp), "   ", rng.choice(["Room ", "Rm ", "Bed ", "Bay 3, bed "]), ("LOCATION_OTHER", room),
         "   ", D(c, c.d0), " %02d:%02d" % (rng.randrange(0, 24), rng.randrange(60)))
    n.ln()
    n.ln("Patient: ", *pname(c, rng.choice(["LF", "fml", "LFM"]), False), "  ", sp(c, "MRN ", "URN "), ("MRN", c.mrn),
         "  ", rng.choice(["Acct ", "Enc "]), ("ACCOUNT", c.acct))
    n.ln("Requesting: ", *dname(c, req, "res", rng.choice(["dr_full", "dr_last", "full_cred"])), " (",
         rng.choice(["Hospitalist", "General Medicine", "Cardiology", "Orthopaedics", "ICU", "Vascular Surgery"]), ")")
    reason = rng.choice(["AKI", "hyperkalaemia", "AKI on CKD", "ESKD on HD - inpatient dialysis",
                         "hyponatraemia", "contrast exposure, rising creatinine", "rhabdomyolysis"])
    n.ln("Reason for consult: ", reason)
    n.ln()
    base = F.add_days(c.d0, -rng.randrange(60, 500))
    n.ln("HPI: ", *pname(c, "last", True), " is a ", ("AGE", str(c.age)), rng.choice(["-year-old ", " yo ", "yo "]),
         "man" if c.pt.sex == "M" else "woman", " with ", ", ".join(rng.sample(COMORB, 2)), " admitted ",
         D(c, F.add_days(c.d0, -rng.randrange(1, 5))), " with ",
         rng.choice(["sepsis from a urinary source", "decompensated heart failure", "a fall and long lie",
                     "vomiting and diarrhoea for 4 days", "NSTEMI (post-angiogram)", "cellulitis of the left leg"]),
         ". Baseline creatinine ", lab(c, "txcr")[1], " ", lab(c, "txcr")[2], " (", ("DATE", F.fmy(base, rng)),
         "), now ", lab_str(c, "cr"), ". ", rng.choice(["Urine output 15 mL/h over 6 h.",
                                                        "Received vancomycin and piperacillin-tazobactam.",
                                                        "On lisinopril, metformin and NSAIDs at home.",
                                                        "CT with IV contrast 2 days ago."]))
    n.ln()
    rel, fp = fam(c)
    n.ln("SOCIAL: Lives with ", rel, " ", ("FAMILY", fp.form(rng.choice(["first", "full"]))), " in ",
         ("CITY", c.addr["city"]), ", ", ("STATE", c.addr["state"]), ". ", *prof_phrase(c, True), ". ",
         rng.choice(["Ex-smoker 20 pack-years.", "Non-smoker, no alcohol.", "Drinks 4 beers/day.", ""]),
         *([" Born in ", ("COUNTRY", rng.choice(P.BIRTH_COUNTRIES)), "; ",
            rng.choice(["interpreter required.", "speaks English.", "son interprets."])] if rng.random() < 0.5 else []))
    if rng.random() < 0.5:
        n.ln("FAMILY HX: ", rng.choice(["Mother on dialysis, died at ", "Father with ADPKD, died at ",
                                        "Brother with diabetic CKD, aged "]), ("AGE", str(rng.randrange(40, 90))), ".")
    n.ln()
    v = vitals(c)
    n.ln("EXAM: T %s  BP %s  HR %s  RR %s  SpO2 %s RA. %s" % (v["temp"], v["bp"], v["hr"], v["rr"], v["spo2"],
                                                          rng.choice(["Dry mucous membranes, JVP not seen.",
                                                                      "Bibasal crackles, JVP +4 cm, oedema to knees.",
                                                                      "Alert, no asterixis, no pericardial rub.",
                                                                      "Foley in situ draining dark urine."])))
    n.ln()
    n.ln("LABS")
    for i in range(rng.randrange(2, 4)):
        d = F.add_days(c.d0, -i)
        n.ln(D(c, d), ": ", ", ".join(lab_str(c, k) for k in ["na", "k", "hco3", "urea", "cr"]))
    n.ln("UA: ", rng.choice(["SG 1.010, protein 1+, blood 2+, muddy brown casts",
                             "bland, no cells, no casts", "RBC >50/hpf, dysmorphic, RBC casts seen",
                             "large blood, no RBCs (? myoglobin)"]), "; FeNa %.1f%%" % (rng.random() * 4))
    n.ln("Renal US ", D(c, c.d0), ": ", rng.choice(["kidneys 10.8 and 11.1 cm, no hydronephrosis",
                                                    "bilateral hydronephrosis, distended bladder",
                                                    "small echogenic kidneys (8.9/9.2 cm)", "multiple bilateral cysts"]))
    n.ln()
    n.ln("ASSESSMENT / RECOMMENDATIONS")
    recs = ["Likely ATN in setting of sepsis and nephrotoxins; KDIGO stage %d." % rng.randrange(1, 4),
            "Hold ACE inhibitor, metformin and NSAIDs; dose-adjust antibiotics to eGFR.",
            "Strict I/O, daily weights, avoid further IV contrast.",
            "Calcium gluconate 10 mL 10%, insulin/dextrose, sodium zirconium cyclosilicate 10 g TDS.",
            "No urgent indication for KRT at present; will review daily.",
            "Place temporary non-tunnelled dialysis catheter; HD tomorrow if K > 6.5 or oliguric.",
            "Send ANCA, anti-GBM, C3/C4, ANA, SPEP/free light chains.",
            "Bladder scan; replace IDC if residual > 200 mL."]
    for i, r in enumerate(rng.sample(recs, rng.randrange(3, 6))):
        n.ln("%d. %s" % (i + 1, r))
    n.ln()
    n.ln("Thank you for this consult. Discussed with ", *dname(c, req, "res", "dr_last"), ".")
    n.ln(*dname(c, fellow, "res", rng.choice(["dr_full", "full_cred"])), ", Nephrology ",
         sp(c, "Fellow", "Advanced Trainee"), "  pager ", ("PHONE", F.pager(rng)))
    n.ln()
    n.ln(rng.choice(["ATTENDING ATTESTATION: ", "Consultant note: "]), "I saw and examined the patient with ",
         *dname(c, fellow, "res", "dr_last"), " and agree with the assessment and plan. ",
         *dname(c, att, "neph", rng.choice(["full_cred", "dr_full"])), ", ", D(c, c.d0))
    if rng.random() < 0.4:
        n.ln("Note accessed from workstation ", ("IPADDR", F.ip(rng)), " by ", ("USERNAME", F.username(rng, att.first, att.last)))
