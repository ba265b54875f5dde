"""Genres: laparoscopy operative note, histology report, discharge summary."""
import clin
from blocks import banner, dd, esign, extra_ids, hhmm, sign
from core import chance, pick
from surgcat import ENDO_PROCS, NONLAP_PROCS, SPEC, URO_PROCS


def _procs(c, lap_only=True):
    if c["focus"] == "endo":
        return ENDO_PROCS
    return URO_PROCS if lap_only else URO_PROCS + NONLAP_PROCS


def op_note(d, c):
    rng = d.rng
    endo = c["focus"] == "endo"
    pr = pick(rng, _procs(c))
    d.lit(pick(rng, ["OPERATION NOTE\n", "OPERATIVE REPORT\n", "Operation Note - " + c["gyn"] + "\n"]))
    d.f("{hosp:HOSPITAL} - {theatre_w} {theatre:LOCATION_OTHER}\n")
    t0 = rng.randint(8 * 60, 13 * 60)
    t1 = t0 + rng.randint(50, 240)
    d.f("Date: {x:DATE}   Knife to skin: %02d:%02d   Finish: %02d:%02d\n" % (
        t0 // 60, t0 % 60, t1 // 60, t1 % 60), x=dd(c, 0))
    banner(d, c, 1, hp=False)
    extra_ids(d, c, p_ssn=0.0, p_ins=0.0, p_acct=0.6)
    d.f("\nSurgeon: {cons_title} {cons_full:DOCTOR}\nAssistant: Dr {reg_full:DOCTOR}\n")
    if "colorectal" in pr["name"]:
        d.f("Colorectal surgeon: {crs_title} {crs_full:DOCTOR}\n")
    if "urology" in " ".join(pr["steps"]):
        d.f("Urologist: {uro_title} {uro_full:DOCTOR}\n")
    d.f(c["Anaes"] + ": Dr {anaes_full:DOCTOR} (" + pick(rng, ["GA + TAP block", "GA, ETT", "GA + intrathecal morphine"]) + ")\n")
    d.f("Scrub: {scrub_full:DOCTOR}\n\n")
    d.lit("Procedure: " + pr["name"] + "\n")
    if endo:
        d.lit("Indication: " + ", ".join(clin.some(rng, clin.ENDO_SX, 2, 3)) + "; imaging: " + pick(rng, clin.ENDO_US) + ".\n")
    else:
        d.lit("Indication: " + pr["ind"] + ".\n")
    d.lit("Consent: FREDA; risks as per RCOG consent advice. WHO checklist completed.\n\n")
    d.lit("Position: " + pick(rng, ["Lloyd-Davies with 25 degrees Trendelenburg", "modified lithotomy, steep head-down"]) +
          ". Urinary catheter (Foley 14Fr). " + pick(rng, ["Clermont-Ferrand", "Spackman", "RUMI", "Hohl"]) + " uterine manipulator.\n")
    d.lit("Entry: " + pick(rng, ["Veress at Palmer's point, opening pressure 3 mmHg",
                                 "open Hasson entry at umbilicus", "Veress at umbilicus, 20 mmHg entry pressure"]) +
          "; 10 mm umbilical camera port, three 5 mm ports under direct vision lateral to the inferior epigastrics.\n\n")
    d.lit("Findings:\n" + "\n".join(pr["find"]) + "\n")
    if endo:
        d.lit(pick(rng, ["- Appendix: normal\n", "- Upper abdomen: liver normal, diaphragm clear, no Fitz-Hugh-Curtis adhesions\n", ""]))
        d.lit("- Staging: " + clin.rasrm(rng, *pr["asrm"]) + "; " + clin.enzian(rng) + "\n")
    d.lit("\nProcedure:\n")
    for i, s in enumerate(pr["steps"]):
        d.lit("%d. %s.\n" % (i + 1, s))
    if "LNG-IUS" in pr["name"]:
        d.f("LNG-IUS (Mirena) LOT {lot:DEVICE}\n")
    elif "mesh" in pr["name"] or "sacro" in pr["name"]:
        d.f("Mesh: REF 0112-40, LOT {lot:DEVICE}" + pick(rng, ["", "; tacker SN {sn:DEVICE}"]) + "\n")
    elif "stent" in pr["name"]:
        d.f("Ureteric stents 6Fr 26 cm, LOT {lot:DEVICE}\n")
    elif chance(rng, 0.3):
        d.f("Adhesion barrier (Interceed) applied, LOT {lot:DEVICE}\n")
    if pr["specs"]:
        d.f("\nSpecimens (histology request {order_no:IDNUM}):\n")
        for i, k in enumerate(pr["specs"]):
            d.lit("%s. %s\n" % ("ABC"[i], SPEC[k][0]))
    d.lit("\nEBL %d mL. Complications: %s. Swab, needle and instrument counts correct.\n" %
          (rng.randint(20, 400), pick(rng, ["none", "none", "none", "small serosal injury to sigmoid oversewn (Clavien-Dindo I)"])))
    d.lit("Closure: rectus sheath at 10 mm port with PDS 1; skin 4-0 Monocryl; LA 20 mL levobupivacaine 0.25%.\n\n")
    d.lit("Post-op: " + ", ".join(clin.some(rng, ["routine obs", "remove catheter 06:00 and TWOC", "enoxaparin 40 mg SC OD from 6 h",
                                                  "TEDS", "eat and drink when awake", "oral analgesia", "home same day if voiding",
                                                  "bowel care - avoid constipation"], 3, 5)) + ".\n")
    d.f("Follow-up: " + c["gyn"] + " clinic in 6 weeks; {ward:HOSPITAL} to arrange.\n")
    if chance(rng, 0.35):
        d.f("CD register: morphine 10 mg drawn up, cabinet opened with fingerprint ID {bioid:BIOID}.\n")
    d.lit("\n")
    sign(d, c, "cons", "Consultant Gynaecologist" if c["cc"] not in ("US", "CA") else "Attending, Minimally Invasive Gynecologic Surgery")
    esign(d, c, "cons", dd(c, 0))


def histology(d, c):
    rng = d.rng
    pr = pick(rng, [p for p in _procs(c, lap_only=False) if p["specs"]])
    rep = rng.randint(4, 16)
    d.f("{hosp:HOSPITAL}\n")
    d.lit(pick(rng, ["Department of Cellular Pathology\n", "Histopathology Laboratory\n", "Anatomical Pathology\n"]))
    if chance(rng, 0.6):
        d.f("Lab enquiries: {hosp_phone:PHONE}\n")
    d.lit("\nSURGICAL PATHOLOGY REPORT\n\n")
    d.f("Lab No: {lab_no:IDNUM}      Request No: {order_no:IDNUM}\n")
    d.f("Surname: {pt_last:PATIENT}      Forename(s): {pt_first:PATIENT}\n")
    d.f("DOB: {dob:DATE}   Age: {age:AGE}   Sex: F\n{mrn_label}: {mrn:MRN}")
    if chance(rng, 0.5):
        d.f("   {hp_label}: {hp:HEALTHPLAN}")
    d.f("\nSource: " + pick(rng, ["{ward:HOSPITAL}", "Day Surgery Unit", "Main Theatres", "{ward:HOSPITAL} / Theatres"]) +
        "      Consultant: {cons_title} {cons_full:DOCTOR}\n")
    d.f("Collected: {a:DATE}   Received: {b:DATE}   Reported: {r:DATE}\n\n",
        a=dd(c, 0), b=dd(c, rng.randint(0, 1)), r=dd(c, rep))
    d.f("Clinical details: " + pick(rng, ["{age:AGE}F. ", "{age:AGE} yr old. ", ""]) + pr["name"] + ". " +
        pick(rng, ["?Deep endometriosis." if c["focus"] == "endo" else "Prolapse/continence surgery.", "Please confirm diagnosis.", ""]) + "\n\n")
    specs = [SPEC[k] for k in pr["specs"]]
    d.lit("Specimens:\n")
    for i, s in enumerate(specs):
        d.lit("%s. %s\n" % ("ABC"[i], s[0]))
    d.lit("\nMacroscopy:\n")
    chosen = []
    for i, s in enumerate(specs):
        L = "ABC"[i]
        macro = s[1].replace("{g}", str(rng.randint(40, 260)))
        d.lit("%s. Labelled '%s'. %s, %d x %d x %d mm. %s\n" % (
            L, s[0].lower() if chance(rng, 0.5) else s[0].upper(), macro, rng.randint(8, 60), rng.randint(5, 40), rng.randint(2, 20),
            pick(rng, ["All embedded.", "Representative blocks.", "Bisected, all embedded (%s1-%s%d)." % (L, L, rng.randint(2, 6))])))
        chosen.append(pick(rng, s[2]))
    d.lit("\nMicroscopy:\n")
    for i, (mi, dx) in enumerate(chosen):
        d.lit("%s. %s\n" % ("ABC"[i], mi))
    if chance(rng, 0.5):
        d.lit("\nImmunohistochemistry: " + pick(rng, ["CD10 positive in stroma; ER/PR positive.", "PAX8 positive glands, CD10 positive stroma.",
                                                        "Tryptase: mast cells up to 30 per HPF.", "Not required."]) + "\n")
    d.lit("\nDIAGNOSIS:\n")
    for i, (mi, dx) in enumerate(chosen):
        d.lit("%s. %s: %s\n" % ("ABC"[i], specs[i][0], dx.upper() if chance(rng, 0.3) else dx))
    d.lit("\nSNOMED: T-Y4100, M-76500\n" if c["focus"] == "endo" else "\nSNOMED: T-82000, M-00100\n")
    d.f("\nReported by: Dr {path_full:DOCTOR}, Consultant Histopathologist ({path_lic_label} {path_lic:LICENSE})\n")
    if chance(rng, 0.5):
        d.f("Cut-up: {x:DOCTOR} (BMS)\n", x=c["chap_full"])
    esign(d, c, "path", dd(c, rep))
    d.f("Copy to: {cons_title} {cons_last:DOCTOR}; Dr {gp_full:DOCTOR}, {prac:HOSPITAL}\n")


def discharge(d, c):
    rng = d.rng
    endo = c["focus"] == "endo"
    pr = pick(rng, _procs(c, lap_only=False))
    los = rng.randint(0, 4) if "Bulkamid" not in pr["name"] and "biopsy" not in pr["name"] else 0
    d.f("{hosp:HOSPITAL}\n")
    d.lit((pick(rng, ["DAY SURGERY DISCHARGE", "Day Case Discharge Letter"]) if los == 0 else
           pick(rng, ["DISCHARGE SUMMARY", "Inpatient Discharge Letter"])) + "\n\n")
    banner(d, c, 0, addr_line=True, hp=chance(rng, 0.6))
    extra_ids(d, c, p_ssn=0.25, p_ins=0.6, p_acct=0.7)
    d.f("{gp_word}: Dr {gp_full:DOCTOR}, {prac:HOSPITAL}" + pick(rng, [" (fax {prac_fax:FAX})", ""]) + "\n\n")
    d.f("Admitted: {a:DATE}   Discharged: {b:DATE}\n", a=dd(c, 0), b=dd(c, los))
    if los:
        d.f("Ward: {ward:HOSPITAL}, Bay {bay:LOCATION_OTHER}, Bed {bed:LOCATION_OTHER}\n")
    else:
        d.f("Unit: Day Surgery, trolley {bed:LOCATION_OTHER}\n")
    d.f("Consultant: {cons_title} {cons_full:DOCTOR}\n\n")
    d.f("Procedure ({x:DATE}): " + pr["name"] + "\n", x=dd(c, 0))
    d.lit("Diagnosis: " + (pick(rng, ["Endometriosis", "Endometriosis, " + clin.rasrm(rng, *pr.get("asrm", (3, 96)))]) if endo else
                          pick(rng, ["Stress urinary incontinence", "Pelvic organ prolapse", "Mesh exposure", "Bladder pain syndrome"])) + "\n\n")
    d.lit("Clinical course: " + pick(rng, ["Uneventful recovery. ", "Post-op nausea day 0, settled with ondansetron. ",
                                            "Required IV morphine PCA for 24 h then oral analgesia. " if los else "Pain controlled with oral analgesia. ",
                                            "Temperature 38.2 on day 1; CRP 96; treated with co-amoxiclav, improving. " if los else "Observations stable. "]))
    d.lit(pick(rng, ["Catheter removed; TWOC passed, PVR %d mL x2. " % rng.randint(10, 90),
                     "Failed TWOC (PVR %d mL); discharged with indwelling catheter, TWOC in 7 days. " % rng.randint(350, 700),
                     "Voiding normally. "]))
    if los:
        d.lit("Hb %d g/L post-op. Mobilising independently, eating and drinking.\n" % rng.randint(92, 140))
    else:
        d.lit("Eating, drinking and mobilising; discharged the same evening.\n")
    if pr["specs"] and chance(rng, 0.7):
        d.f("Histology pending (lab no {lab_no:IDNUM}); results to clinic.\n")
    d.lit("\nMedications on discharge:\nDrug                    Dose      Freq        Duration\n")
    meds = [("Paracetamol", "1 g", "QDS", "7 days"), ("Ibuprofen", "400 mg", "TDS", "5 days"),
            ("Codeine phosphate", "30 mg", "QDS PRN", "5 days"), ("Enoxaparin", "40 mg", "OD SC", "28 days"),
            ("Lactulose", "10 mL", "BD", "7 days"), ("Omeprazole", "20 mg", "OD", "7 days"),
            ("Oxycodone", "5 mg", "4-hrly PRN", "3 days"), ("Nitrofurantoin MR", "100 mg", "BD", "3 days"),
            ("Estradiol vaginal tab", "10 mcg", "2x/wk", "ongoing")]
    if endo:
        meds = meds[:7]
    for m in clin.some(rng, meds, 3, 6):
        d.lit("%-23s %-9s %-11s %s\n" % m)
    d.lit("\nAdvice: no heavy lifting for 6 weeks; no driving until able to perform an emergency stop; "
          "avoid intercourse for 6 weeks; return if fever, increasing pain, heavy bleeding or unable to pass urine.\n")
    d.f("Follow-up: CNS telephone review {x:DATE}; clinic {y:DATE}.\n", x=dd(c, los + rng.randint(5, 14)), y=dd(c, rng.randint(42, 90)))
    d.f("Nominated pharmacy: {pharmacy:HOSPITAL}\n")
    k = rng.randrange(4)
    if k == 0:
        d.f("Escort: {partner_rel} {partner_full:FAMILY}, {partner_phone:PHONE}; car reg {plate:VEHICLE} (drop-off bay pass issued).\n")
    elif k == 1:
        d.f("Discharged home with {kid_rel} {kid_full:FAMILY}; car park exemption for vehicle {plate:VEHICLE}.\n")
    elif k == 2:
        d.f("Identity confirmed at discharge (palm-vein scan, biometric ID {bioid:BIOID}).\n")
    else:
        d.f("Going to stay with friend {friend_full:FAMILY} in {prac_city:CITY} for a week.\n")
    d.f("\nCompleted by: Dr {fy_full:DOCTOR} (" + {"UK": "FY1", "IE": "Intern", "AU": "RMO", "NZ": "House Officer", "CA": "PGY-2", "US": "PGY-1"}[c["cc"]] + "), bleep {bleep:PHONE}\n")
    esign(d, c, "fy", dd(c, los))
