"""Genres: falls & fragility fracture assessment, outpatient follow-up x-ray review, on-call trauma handover."""
import clin as C
import phi as H
from common import (addr_inline, audit, banner, gp_address, hosp_addr, meds_list, new_ctx, pmh_list, sign, tm,
                    uk, v)

FRAGILITY = [i for i in C.INJURIES if i["key"] in ("dr", "nofi", "nofe", "phum", "rami", "vert", "periprost", "weberb")]


def falls_fragility(rng, country):
    inj = rng.choice(FRAGILITY)
    c = new_ctx(rng, country, inj)
    while v(c, "_age") < 60:
        c = new_ctx(rng, country, inj)
    d = H.Doc(rng, 0.05)
    d.f(rng.choice(["FRACTURE LIAISON SERVICE - Bone Health & Falls Assessment\n",
                    "FLS / Falls & Fragility Fracture Assessment\n", "Orthogeriatric Falls and Bone Health Review\n"]), c)
    d.f("{hosp_s} FLS   Tel {hosp_tel}", c)
    d.f(rng.choice(["   Email {clinic_email}\n", "   Fax {hosp_fax}\n", "\n"]), c)
    banner(d, c)
    if rng.random() < 0.5:
        d.t("Home: ")
        addr_inline(d, c)
        d.t("\n")
    d.f("Assessed: {d_fu} (%s)   Assessor: " % rng.choice(["clinic", "telephone", "ward", "home visit"]), c)
    d.f("{nurse} (FLS CNS", c)
    d.f(", {nlic_label} {nurse_lic})\n" if rng.random() < 0.5 else ")\n", c)
    d.f("Index fracture: {side} {i_short}, {d_inj} - {i_mech}\n", c)
    d.t("Previous fragility #: ")
    d.f(rng.choice(["none\n", "wrist ({d_old_y})\n", "vertebral - found incidentally on CXR {d_old_my}\n",
                    "R NOF, DHS at {hosp2} {d_old_y}\n"]), c)
    nfalls = rng.randint(0, 6)
    d.t("Falls in last 12 months: %d" % nfalls)
    if nfalls:
        d.f(", last {d_prev} (%s)" % rng.choice(["tripped on rug", "dizzy on standing", "slipped in garden",
                                                 "unknown - found on floor by {nokrel}", "at night going to toilet"]), c)
    d.t("\n\nRISK FACTORS\n")
    rf = C.pick(rng, ["Prednisolone >5 mg >3 months", "Parental hip # (mother)", "Current smoker", "Alcohol >3 u/day",
                      "BMI %.1f" % rng.uniform(16.5, 33.0), "RA", "Early menopause", "Aromatase inhibitor",
                      "PPI long-term", "Low dietary calcium", "Hyperthyroidism", "Epilepsy on phenytoin"], rng.randint(2, 5))
    for r in rf:
        d.t("- " + r + "\n")
    d.t("\nCURRENT MEDICATION\n")
    meds_list(d, rng)
    d.t("\nINVESTIGATIONS\n")
    d.t("Bloods: " + C.bloods(rng) + ", PTH %.1f, TSH %.2f, ALP %d, myeloma screen %s\n" % (
        rng.uniform(2.0, 9.5), rng.uniform(0.4, 4.5), rng.randint(50, 180), rng.choice(["neg", "pending", "neg"])))
    d.f("DXA {d_prev} (%s): " % rng.choice(["{hosp_s}", "{hosp2}", "mobile unit"]), c)
    d.t("L1-L4 T %.1f, femoral neck T %.1f, total hip T %.1f\n" % (
        rng.uniform(-4.2, -0.8), rng.uniform(-3.9, -1.0), rng.uniform(-3.5, -0.9)))
    d.t("FRAX (with BMD): major osteoporotic %d%%, hip %.1f%%\n" % (rng.randint(8, 45), rng.uniform(1.5, 22.0)))
    if rng.random() < 0.4:
        d.f("VFA: {acc} - %s\n" % rng.choice(["T12 grade 2 wedge", "no vertebral #", "L1 and L2 grade 1"]), c)
    d.t("\nFALLS ASSESSMENT\n")
    d.t("TUG %d s  |  4AT %d  |  MMSE %d/30  |  Lying/standing BP %d/%d -> %d/%d\n" % (
        rng.randint(10, 40), rng.randint(0, 6), rng.randint(16, 30), rng.randint(120, 170), rng.randint(60, 90),
        rng.randint(95, 140), rng.randint(50, 80)))
    d.t("Vision: " + rng.choice(["cataract L, awaiting surgery", "wears varifocals", "macular degeneration", "ok"]) +
        "  Footwear: " + rng.choice(["ill-fitting slippers", "appropriate", "backless mules"]) + "\n")
    d.t("Continence: " + rng.choice(["nocturia x3", "urge incontinence", "continent"]) + "\n")
    d.t("Home: " + rng.choice(C.HOMES) + "\n")
    if rng.random() < 0.5:
        d.f("Carers: {agency} BD; {nokrel} {nok} visits daily ({nok_tel})\n", c)
    if v(c, "retired") and rng.random() < 0.5:
        d.f("Social: retired {prof}, widowed {d_old_y}\n", c)
    if rng.random() < 0.3:
        d.f("Born in {origin}; prefers {lang} - interpreter used\n", c)
    d.t("\nPLAN\n")
    d.t("1. " + rng.choice(["Vit D loading then alendronic acid 70 mg weekly", "IV zoledronate 5 mg - book day unit",
                            "Denosumab 60 mg SC 6-monthly (eGFR 28)", "Refer for teriparatide (very high risk)"]) + "\n")
    d.t("2. Calcium/vit D: Adcal-D3 BD\n")
    d.f(rng.choice(["3. Falls clinic referral ({ref})\n", "3. Community falls team - strength & balance 12/52\n",
                    "3. OT home hazard assessment at {pt_st}\n"]), c)
    d.t("4. " + rng.choice(["Review antihypertensives - postural drop", "Stop zopiclone", "Medication review by GP",
                            "Dental check before bisphosphonate"]) + "\n")
    d.f(rng.choice(["5. Repeat DXA in 3 years\n", "5. FLS phone FU at 16/52\n"]), c)
    d.f("\nLetter to Dr {gp_l}, {gp_prac}. ", c)
    d.f(rng.choice(["Copy to {consT} {cons_l}.\n", "Copy to patient.\n", "Copy to {carehome}.\n"]), c)
    sign(d, c, rng.choice(["nurse", "ogeri"]), None)
    if rng.random() < 0.3:
        audit(d, c, "nurse")
    return d


def xray_review(rng, country):
    c = new_ctx(rng, country, rng.choice(C.INJURIES[:16] + C.INJURIES[17:]))
    d = H.Doc(rng, 0.04)
    views = {"wrist": "wrist", "ankle": "ankle", "hip": "hip + pelvis", "shoulder": "shoulder", "knee": "knee",
             "leg": "tib/fib", "elbow": "elbow", "hand": "hand", "foot": "foot", "pelvis": "pelvis", "back": "L-spine"}
    exam = "XR " + v(c, "side").upper() + " " + views[v(c, "i_site")].upper() + " " + rng.choice(["AP+LAT", "2 VIEWS", "3 VIEWS"])
    if rng.random() < 0.35:
        d.f("RESULTS REVIEW - fracture clinic x-rays {d_fu}\nReviewer: {consT} {cons_l}\n\n", c)
        for i in range(rng.randint(3, 6)):
            pc = c if i == 0 else new_ctx(rng, country, None, anchor=c)
            d.f(rng.choice(["{pt_LF}", "{pt}", "{pt_UF}"]) + " ({mrn}, {age}{sexl}) - acc {acc} - ", pc)
            d.f("{i_short}: {i_xr_fu}. ", pc)
            d.t(rng.choice(["Satisfactory, continue.", "Loss of position - bring forward to next FC.",
                            "Healed - discharge.", "?non-union - CT requested.", "Remove cast, mobilise."]) + "\n")
        d.f("\nAcknowledged in EPR by {cons_user}", c)
        d.f(" from {ip}\n" if rng.random() < 0.5 else "\n", c)
        return d
    d.f(rng.choice(["RADIOLOGY REPORT\n", "DIAGNOSTIC IMAGING REPORT\n", "Imaging Report - {hosp}\n"]), c)
    banner(d, c)
    d.f("Exam: %s    Accession: {acc}\nExam date: {d_fu} %s    Modality: CR\n" % (exam, tm(rng)), c)
    d.f("Requested by: {consT} {cons_l} (T&O)   Location: Fracture Clinic, {hosp_s}\n", c)
    if rng.random() < 0.4:
        d.f("Order no: {order}   {acct_label}: {acct}\n", c)
    d.f("Clinical details: FU {i_short} (injury {d_inj}). ", c)
    if v(c, "_inj")["op"] != "none":
        d.f("{i_op} {d_op_s}. ", c)
    d.t("?position ?union\n\n")
    d.f("Comparison: {d_prev} (acc {acc2})\n", c)
    d.f(rng.choice(["Radiographer: {hca} ({hca_in})\n", "Performed by: {hca_il}, radiographer\n",
                    "Rad: {hca_f} / ID checked name+DOB\n"]), c)
    d.t("Technique: " + rng.choice(["standard AP and lateral, no grid", "AP/lat + oblique", "2 views, through cast",
                                    "weight-bearing views"]) + ". DAP %.2f Gy.cm2\n\n" % rng.uniform(0.01, 0.9))
    d.t("Findings:\n")
    d.f("{i_xr_fu}. ", c)
    d.t(rng.choice(["No new fracture. ", "Osteopenic bones. ", "Soft tissue swelling reduced. ",
                    "Degenerative change at the adjacent joint. ", "No hardware complication. "]))
    d.t(rng.choice(["Alignment unchanged from previous.", "Interval callus formation.", "Fracture line still visible.",
                    "Slight loss of radial inclination (now 17 deg)." if v(c, "i_site") == "wrist" else "No periosteal reaction."]) + "\n\n")
    d.t("Conclusion: " + rng.choice(["Healing fracture, satisfactory position.", "No change.",
                                     "Delayed union - clinical correlation.", "Healed."]) + "\n\n")
    d.f("Reported by: Dr {radiol} (Consultant Radiologist)", c)
    d.f(rng.choice(["  {lic_label} {reg_lic}\n", "\n"]), c)
    d.f("Verified: {d_fu} %s   ({radiol_user})\n" % tm(rng), c)
    if rng.random() < 0.35:
        d.f("Viewed on PACS workstation {ip}\n", c)
    d.t("\n--- Clinician review ---\n")
    d.f(rng.choice(["Seen in FC by {reg} ({grade_reg}): ", "{consT} {cons_l}: ", "r/v {sho_il}: "]), c)
    d.t(rng.choice(["happy with position, out of cast, mobilise FWB. ", "continue cast 2/52 further. ",
                    "discussed with patient - for CT. ", "discharge to GP with physio. "]))
    d.f(rng.choice(["Next FC {d_fu_s}.", "Physio referral sent.", "Pt to ring {hosp_tel} if concerns.", ""]), c)
    d.t("\n")
    return d


RTC_MECH = ["driver, car vs tree ~40 mph, airbag deployed", "motorcyclist vs car at junction, helmeted",
            "front-seat passenger, head-on RTC", "cyclist vs van, thrown ~3 m", "pedestrian struck by reversing car"]


def trauma_handover(rng, country):
    c = new_ctx(rng, country, rng.choice(C.INPATIENT))
    d = H.Doc(rng, 0.08)
    d.f(rng.choice(["T&O ON-CALL HANDOVER  {d_adm} 08:00\n", "Night -> day trauma handover {d_adm_w}\n",
                    "Ortho handover sheet - {hosp_s} - {d_adm}\n"]), c)
    d.f("From: {reg} (night reg, {reg_mob})  To: Dr {cons2_l} / day team\nSHO: {sho_il} bleep {sho_bleep}\n\n", c)
    n = rng.randint(3, 6)
    for i in range(n):
        pc = c if i == 0 else new_ctx(rng, country, rng.choice(C.INJURIES), anchor=c)
        loc = rng.choice(["ED cubicle {cubicle}", "Resus {resus}", "{ward_s} bed {bed}", "ED majors {cubicle}",
                          "{ward} bay {bay}"])
        d.f("%d. " % (i + 1) + rng.choice(["{pt_LF}", "{pt}", "{pt_UF}", "{ptT} {pt_l}"]) + ", {age}{sexl}, %s, {mrn}\n" % loc, pc)
        if v(pc, "_age") < 75 and rng.random() < 0.5:
            d.f("   %s. " % rng.choice(RTC_MECH), pc)
            d.f(rng.choice(["Vehicle reg {plate}. ", "Car {plate} towed; police ref {police}. ",
                            "Other vehicle {plate2}. ", "Ambulance incident {incident}. ", "VIN {vin} per police. "]), pc)
            d.t("\n")
        else:
            d.f("   {i_mech}", pc)
            d.f(rng.choice([" at {lm_the}{landmark}. ", " at home. ", " at work ({employer}). ", " at {carehome}. ",
                            " on {holiday}. "]), pc)
            d.t("\n")
        d.f("   Inj: {side} {i_short}. ", pc)
        d.t(rng.choice(["NV intact.", "GCS 15.", "Open wound - IV abx + tetanus given, photo on EPR.",
                        "Compartments soft - hourly obs.", "Trauma CT: no other injury."]) + "\n")
        d.f("   Plan: ", pc)
        if v(pc, "_inj")["op"] != "none" and rng.random() < 0.7:
            d.f("{i_op} - on today's list. ", pc)
        else:
            d.f("{i_mgmt}. ", pc)
        d.t(rng.choice(["Bloods sent.", "Needs consent.", "Awaiting CT.", "NOK informed.", "Analgesia ok."]))
        if rng.random() < 0.25:
            d.f(" {nokrel} {nok_f} on {nok_tel}.", pc)
        d.t("\n")
    d.t("\nOutstanding: ")
    d.t(rng.choice(["referral from GP re ?septic arthritis - advised ED", "paeds # arm waiting for XR",
                    "ward r/v of wound ooze", "none"]) + "\n")
    if rng.random() < 0.3:
        d.f("Theatre {theatre} booked from 08:30, anaesthetist Dr {anaes_l} aware.\n", c)
    sign(d, c, "reg", v(c, "grade_reg"))
    return d
