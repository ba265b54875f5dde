"""Letters: endocrine surgery clinic letter, discharge letter, radioactive iodine referral."""
import datetime

import clin
import common as M
import core as C
from core import ch, rint, chance

TD = datetime.timedelta


def _today(c, base, lo, hi):
    C.add_date(c, "today", c["_d"][base] + TD(days=rint(lo, hi)))


def _hx_thyroid(n, c):
    g_long, g_short = clin.us_grade(c)
    k = c["kind"]
    if k == "graves":
        n.f("{He} was diagnosed with Graves' disease in {ref_my} and has relapsed twice on carbimazole. ", c)
        n.t(ch(["There is mild thyroid eye disease (CAS 2/7). ", "No eye involvement. ",
                "{He} has moderate orbitopathy under the care of the ophthalmologists. ".replace("{He}", c["He"])]))
        M.labs(n, c)
        n.t(" Options of radioiodine, long-term antithyroid drugs and total thyroidectomy were discussed; "
            "%s would prefer surgery.\n" % c["he"])
        return
    if k == "mng":
        n.f("{He} reports a slowly enlarging neck swelling with " + ch(["dysphagia to solids", "positional breathlessness",
                                                                        "a choking sensation lying flat", "tightness when wearing collared shirts"]) + ". ", c)
    else:
        n.f(ch(["The nodule was found incidentally on a carotid Doppler in {ref_my}. ",
                "{He} noticed a lump on the {side} side of the neck while shaving. ".replace("shaving", ch(["shaving", "applying make-up", "swallowing"])),
                "A {side}-sided neck lump was noted by {his} {fam_rel} around {holiday}. ",
                "{He} was referred under the two-week-wait pathway on {ref}. "]), c)
    n.f("Ultrasound at {imaging} on {us} showed a " + "%d mm %s nodule, %s. " % (c["size"], c["echo"], g_long), c)
    if k != "mng" or chance(0.5):
        n.f("FNA on {fna_s} (lab ref {cyto_acc}) was reported as Bethesda " + c["beth"] +
            (" / " + c["thy"] if c["cc"] in ("UK", "IE") else "") + " (" + c["beth_t"][0].lower() + c["beth_t"][1:] + "). ", c)
    M.labs(n, c)
    n.t("\n")


def _hx_phpt(n, c):
    n.f(ch(["{He} was found to be hypercalcaemic on routine bloods in {ref_my}. ",
            "{He} presented with renal colic in {ref_y} and was found to have a raised calcium. ",
            "{He} has fatigue, low mood and polyuria; calcium was checked by Dr {gp_last}. ",
            "Osteoporosis was found on DEXA after a wrist fracture at {holiday}. "]), c)
    M.labs(n, c)
    n.t(" " + ch(["Sestamibi SPECT-CT localises to the %s position, concordant with ultrasound." % c["gland"],
                  "Ultrasound suggests a %s adenoma; sestamibi was non-localising." % c["gland"],
                  "4D-CT shows a %d mm arterially enhancing lesion at the %s position." % (rint(6, 18), c["gland"])]) + "\n")


def _results(n, c):
    n.t("\nResults:\n")
    rows = [("ref", "Adj Ca %s %s" % (clin.ca_fmt(c, c["ca_pre"]), c["ca_u"]))]
    if c["kind"] == "phpt":
        rows.append(("ref", "PTH %s %s" % (clin.pth_fmt(c, c["pth_pre"]), c["pth_u"])))
        rows.append(("us", "US neck: %s lesion" % c["gland"]))
    else:
        rows.append(("ref", "TSH %.2f mU/L" % c["tsh"]))
        rows.append(("us", "US: %s" % clin.us_grade(c)[1]))
        if c["kind"] not in ("graves",):
            rows.append(("fna", "FNA: Bethesda %s" % c["beth"]))
    for key, val in rows:
        n.t("  ")
        n.put(c[key + "_s"])
        n.t("  %s\n" % val)


def _plan(n, c):
    n.t("\n" + ch(["Plan:", "PLAN", "Management plan:", "Outcome:"]) + "\n")
    items = ["Listed for %s (%s)." % (c["proc"], c["proc_code"])]
    if c["thyroid"]:
        items.append("Pre-op vocal cord check with %s" % ch(["ENT", "SLT", "our nasendoscopy clinic"]))
    else:
        items.append("Check vitamin D and replete before surgery; no cinacalcet needed")
    items.append(ch(["Consent discussed including RLN palsy (1-2%), hypocalcaemia, bleeding and scar",
                     "Risks discussed: voice change, low calcium, haematoma, infection, need for further surgery"]))
    for i, it in enumerate(items):
        n.t("%d. %s\n" % (i + 1, it))
    r = rint(0, 5)
    if r == 0:
        n.f("{He} would prefer surgery after {holiday} because of family commitments.\n", c)
    elif r == 1:
        n.f("{He} has asked for a date that avoids {his} {fam_rel}'s wedding on {fu_dm}.\n", c)
    elif r == 2:
        n.f("I have given {him} our information leaflet ({hosp_url}) and the contact number for our "
            "thyroid nurse specialist, {cns_full}, on {cns_tel}.\n", c)
    elif r == 3:
        n.f("Pre-assessment will be at {hosp2}; {he} can email {dept_email} with any questions.\n", c)
    elif r == 4:
        n.f("{He} will need two weeks off work from {employer}; fit note provided.\n", c)
    else:
        n.f("Follow-up will be by video; the link is {tele_url} (test your device beforehand).\n", c)


def _gp_letter(n, c, to_patient):
    M.letterhead(n, c)
    n.t("\n")
    n.f(ch(["Date: {today}\n", "{today}\n", "Clinic date: {clinic}    Typed: {today_s}\n", "Date of clinic: {clinic_l}\n"]), c)
    if chance(0.4):
        n.f("Consultant: " + M.dr(c) + " {sur_full}   Clinic: " + ch(["Thyroid", "Endocrine Surgery", "Neck Lump", "Parathyroid"]) +
            ", Room {clinic_room}" + ch(["", ", {building}"]) + "\n", c)
    n.t("\n")
    if to_patient:
        n.f("PRIVATE AND CONFIDENTIAL\n{title} {pt_full}\n{addr_ml}" + ch(["", "\n{country}"]) + "\n\n", c)
    else:
        n.f(ch(["Dr {gp_full}\n{practice}\n{gp_addr_ml}\n\n", "Dr {gp_fi}\n{practice}\n{gp_addr}\n\n",
                "GP: Dr {gp_full}, {practice} (fax {gp_fax})\n\n"]), c)
    M.pt_banner(n, c, short=to_patient)
    n.t("\n")
    if chance(0.7):
        n.t(ch(["Diagnosis: ", "Diagnoses:\n1. ", "Dx: "]) + c["dx"] + "\n")
        if c["kind"] == "phpt" and chance(0.5):
            n.t("Background: osteopenia, hypertension, previous %s.\n" % ch(["cholecystectomy", "TKR", "renal stones"]))
        n.t("\n")
    if to_patient:
        n.f("Dear {title} {pt_last},\n\n", c)
        n.f(ch(["It was a pleasure to meet you" + (" and your {fam_rel} {fam_first}" if chance(0.6) else "") +
                " in clinic on {clinic_l}. I am writing to summarise what we discussed.\n\n",
                "Thank you for coming to see me on {clinic_dm}. As promised, here is a summary of our conversation.\n\n"]), c)
    else:
        n.f(ch(["Dear Dr {gp_last},\n\n", "Dear {gp_first},\n\n", "Dear Colleague,\n\n"]), c)
        n.f(ch(["Thank you for referring this {age}-year-old {sexw}, whom I saw on {clinic_l}. ",
                "I reviewed {title} {pt_last}, a {age} year old {man}, in the " + ch(["thyroid", "endocrine surgery", "one-stop neck lump"]) +
                " clinic today. ",
                "Many thanks for asking me to see {pt_first}, aged {age}. "]), c)
    (_hx_phpt if c["kind"] == "phpt" else _hx_thyroid)(n, c)
    if chance(0.45):
        _results(n, c)
    n.t("\n")
    M.social(n, c)
    n.t(" ")
    M.fhx(n, c)
    n.t("\n\n")
    n.t(M.hard_neg_sentence(c) + "\n")
    _plan(n, c)
    n.t("\n")
    M.sign(n, c)
    if chance(0.6):
        M.cc_block(n, c)
    M.dictated(n, c)


def _consult(n, c):
    hdr = ch(["ENDOCRINE SURGERY - NEW PATIENT CONSULTATION", "Endocrine Surgery Clinic Note",
              "OUTPATIENT CONSULT: THYROID/PARATHYROID", "Surgical Oncology (Endocrine) Clinic Visit"])
    n.f(hdr + "\n{hosp} | {hosp_addr}\n\n", c)
    n.f("Patient: {pt_LF}     MRN: {mrn}     DOB: {dob}     Age/Sex: {age} {sx}\n", c)
    n.f("Visit date: {clinic}     {acct_label}: {acct}\n", c)
    n.f(ch(["Referring provider: {gp_full}, MD - {practice} (fax {gp_fax})\n",
            "PCP: Dr. {gp_last}, {practice}; ph {gp_tel}\n", "Referred by: {endo_full}, MD (Endocrinology)\n"]), c)
    if c["cc"] == "US":
        n.f("Insurance: {insurer}  Member ID {hp}  Group {hp_group}\n", c)
        if chance(0.35):
            n.f("SSN: {ssn}   Preferred contact: {mob}\n", c)
    else:
        n.f("{hp_label}: {hp}\n", c)
    n.t("\nCC: " + ("hypercalcemia" if c["kind"] == "phpt" else ch(["thyroid nodule", "neck mass", "goiter", "hyperthyroidism"])) + "\n\n")
    n.f("HPI: {pt_first} is a {age} y/o {sexw} ", c)
    n.t("referred for evaluation of %s. " % c["dx"])
    (_hx_phpt if c["kind"] == "phpt" else _hx_thyroid)(n, c)
    n.t("\nPMH: %s\nPSH: %s\n" % (ch(["HTN, HLD, GERD", "T2DM (A1c 6.8%), OSA on CPAP", "asthma, anxiety", "none"]),
                                  ch(["appendectomy", "C-section x2", "lap chole", "none", "ORIF R wrist"])))
    M.meds(n, c)
    n.t("Allergies: %s\n" % ch(["NKDA", "penicillin (rash)", "sulfa", "latex", "iodinated contrast (hives)"]))
    n.t("Social: ")
    M.social(n, c)
    n.t("\nFamily: ")
    M.fhx(n, c)
    n.t("\nExam: BP %d/%d, HR %d, BMI %.1f. %s\n" % (rint(108, 160), rint(62, 94), rint(58, 104), 21 + rint(0, 150) / 10,
                                                     _exam(c)))
    n.t("\nAssessment/Plan:\n")
    n.t("%s. %s\n" % (c["dx"][0].upper() + c["dx"][1:], M.hard_neg_sentence(c)))
    n.t("- Plan %s (%s)\n" % (c["proc"], c["proc_code"]))
    n.f(ch(["- Pre-op laryngoscopy; RTC for surgery date. Patient portal: {hosp_url}\n",
            "- Scheduling to call {pt_first} at {mob}; booking coordinator {clerk_full}\n",
            "- Discussed with {his} {fam_rel} {fam_full} present at visit\n"]), c)
    n.t("Total time %d minutes, >50%% counseling.\n\n" % rint(30, 60))
    M.sign(n, c)


def _exam(c):
    k = c["kind"]
    if k == "graves":
        return "Diffuse goiter with bruit; fine tremor; lid lag. Voice normal."
    if k == "mng":
        return ch(["Large multinodular goiter, lower border not palpable; trachea deviated to the %s." % c["oside"],
                   "Bilateral nodular goiter; Pemberton's sign negative."])
    if k == "phpt":
        return ch(["Neck supple, no palpable mass. Voice normal.", "No neck mass; no band keratopathy."])
    return ch(["Neck: %d cm firm nodule %s lobe, moves with swallowing; no adenopathy." % (max(1, c["size"] // 10), c["side"]),
               "Neck: %s thyroid nodule palpable, non-tender. No cervical nodes." % c["side"]])


def clinic_letter(n, c):
    _today(c, "clinic", 0, 12)
    if c["cc"] in ("US", "CA") and chance(0.7):
        _consult(n, c)
    else:
        _gp_letter(n, c, to_patient=chance(0.25))


# ------------------------------------------------------------------ discharge
def discharge_letter(n, c):
    _today(c, "dis", 0, 2)
    cc = c["cc"]
    pod = (c["_d"]["dis"] - c["_d"]["op"]).days
    ca1 = c["ca_pre"] - 0.1 - rint(0, 30) / 100
    hypo = c["total"] and ca1 < 2.05
    n.f(ch(["DISCHARGE SUMMARY\n", "Inpatient Discharge Letter\n", "ELECTRONIC DISCHARGE NOTIFICATION\n",
            "Surgical Discharge Summary - Endocrine\n"]) + "{hosp}\n", c)
    if chance(0.5):
        n.f("{hosp_addr}\n", c)
    n.t("\n")
    k = rint(0, 1)
    if k == 0:
        n.f("Patient name: {pt_full}\nDOB: {dob}   Age: {age}   Sex: {sx}\n", c)
        if cc == "UK":
            n.f("{nhs_label}: {nhs}\n", c)
        n.f("{mrn_label}: {mrn}\nAddress: {addr1}\nTel: {tel}\n", c)
    else:
        n.f("{pt_LFU} ({sx}, {age}y)   {mrn_label} {mrn}   DOB {dob}\n{addr1}\n", c)
    n.f("GP: Dr {gp_full}, {practice}" + ch(["\n", ", {gp_addr}\n", " - fax {gp_fax}\n"]), c)
    n.f("Ward: {ward}" + ch([", bed {bed}", "  Bay {bay} Bed {bed}", ""]) + "\n", c)
    n.f("Consultant: " + M.dr(c) + " {sur_full}\n", c)
    n.f("Admitted: {op}   Discharged: {dis}" + ch(["\n", "   LOS %d days\n" % max(pod, 0)]), c)
    if cc in ("US", "CA"):
        n.f("{acct_label}: {acct}\n", c)
    if cc in ("US", "IE") and chance(0.5):
        n.f("{ssn_label}: {ssn}\n", c)
    if cc in ("US", "AU") and chance(0.5):
        n.f(("Payer: {insurer}  " if cc == "US" else "") + "{hp_label} {hp}\n", c)
    n.t("\nDiagnosis: %s\nProcedure: %s on " % (c["dx"], c["proc"]))
    n.f("{op_s}" + ch(["", " ({proc_code})".replace("{proc_code}", c["proc_code"])]) + "\n", c)
    n.t("Complications: %s\n" % ("transient hypocalcaemia" if hypo else ch(["nil", "none", "nil of note", "minor seroma"])))
    n.t("\nClinical summary:\n")
    n.f("Uncomplicated " + c["proc"] + ". ", c)
    if c["kind"] == "phpt":
        n.t("Intra-operative PTH fell from %s to %s %s at 10 minutes (>50%% drop, Miami criterion met). " % (
            clin.pth_fmt(c, c["pth_pre"]), clin.pth_fmt(c, 1.2 + rint(0, 20) / 10), c["pth_u"]))
    if c["total"]:
        n.t("Day 1 PTH %s %s, adjusted calcium %s %s. " % (clin.pth_fmt(c, 0.8 + rint(0, 40) / 10), c["pth_u"],
                                                           clin.ca_fmt(c, ca1), c["ca_u"]))
        if hypo:
            n.t("Perioral tingling on POD 1 with positive Chvostek's sign; treated with IV calcium gluconate then oral "
                "calcium and alfacalcidol. ")
    n.t(ch(["Voice normal post-op. ", "Mild hoarseness, settling. ", "Voice satisfactory; cough strong. "]))
    if c["drain"]:
        n.t("Drain removed POD 1 (%d mL). " % rint(10, 80))
    n.t("Wound clean and dry.\n")
    if chance(0.6):
        n.t("\nBloods:\n")
        d0 = c["_d"]["op"]
        for i in range(rint(2, 4)):
            n.put(C.D(c, d0 + TD(days=i // 2), c["_ds"]["s"]))
            n.t(" %s  adj Ca %s %s%s\n" % (ch(["06:00", "18:00", "13:30"]), clin.ca_fmt(c, ca1 + (0.05 * (i % 2))), c["ca_u"],
                                          ("  PTH %s %s" % (clin.pth_fmt(c, 1.0 + rint(0, 30) / 10), c["pth_u"])) if i == 0 else ""))
    if chance(0.5):
        n.f("\nPending: histology {histo_acc} - will be discussed at MDT and results sent to GP.\n", c)
    n.t("\nMedications on discharge:\n")
    lst = []
    if c["total"] and c["thyroid"]:
        lst.append("levothyroxine %d micrograms once daily" % ch([100, 125, 150]))
    if hypo:
        lst += ["calcium carbonate 1.5 g (Calcichew) tds", "alfacalcidol 0.5 micrograms od"]
    lst += ["paracetamol 1 g qds prn", ch(["ibuprofen 400 mg tds prn with food", "codeine 30 mg qds prn (5 days)",
                                           "oxycodone 5 mg q6h prn (10 tabs)"])]
    for x in lst:
        n.t("- %s\n" % x)
    n.t("\nFollow-up:\n")
    n.f(ch(["- Clinic with " + M.dr(c) + " {sur_last} on {fu} to discuss histology.\n",
            "- Review in endocrine surgery clinic ({fu_s}).\n",
            "- Telephone review by {cns_full} on {fu_dm}; calcium check at {practice} in 1 week.\n"]), c)
    if c["total"] and c["thyroid"]:
        n.t("- GP please check TFTs in 6 weeks and titrate levothyroxine.\n")
    n.t("\nAdvice given: ")
    n.t(ch(["signs of low calcium (tingling lips/fingers, cramps) - attend ED; neck swelling or difficulty breathing - call %s."
            % {"UK": "999", "IE": "112", "US": "911", "CA": "911", "AU": "000", "NZ": "111"}[cc],
            "wound care, steri-strips off at 7 days, no heavy lifting for 2 weeks.",
            "no driving for 1 week or until able to turn head comfortably."]) + "\n")
    r = rint(0, 3)
    if r == 0:
        n.f("Transport: collected by {his} {fam_rel} {fam_first} (mobile {fam_tel}), car reg {plate}.\n", c)
    elif r == 1:
        n.f("Next of kin: {fam_full} ({fam_rel}) {fam_tel}\n", c)
    elif r == 2:
        n.f("Dispensed by {pharmacy}; TTO checked by {pharm_full}, pharmacist.\n", c)
    n.f(ch(["\nCompleted by: Dr {reg_full} (" + ch(["FY2", "CT1", "SHO", "Resident", "PGY-2", "registrar"]) + "), bleep {reg_bleep}\n",
            "\nSummary by {reg_fi}, surgical resident. Pager {reg_bleep}\n",
            "\nAuthor: {reg_full}; authorised by {sur_full} on {today}\n"]), c)
    if chance(0.3):
        n.f("Sent electronically to {practice} ({gp_email}) on {today_s}\n", c)


# ------------------------------------------------------------------ radioiodine referral
def rai_referral(n, c):
    _today(c, "mdt2", 0, 10)
    cc = c["cc"]
    n.t(ch(["REFERRAL FOR RADIOACTIVE IODINE (I-131)\n", "Radioiodine Therapy Request - Nuclear Medicine\n",
            "REQUEST: I-131 REMNANT ABLATION / ADJUVANT THERAPY\n", "Referral to Nuclear Medicine for RAI\n"]))
    n.f("To: {nm_full}, " + ch(["Consultant in Nuclear Medicine", "Nuclear Medicine Physician", "Clinical Oncologist"]) +
        ", {hosp2}\n", c)
    n.f("From: " + M.dr(c) + " {sur_full}, {hosp}  Tel {sec_tel}  Fax {hosp_fax}\n", c)
    n.f("Date of referral: {today}    Our ref: {rai_ref}\n\n", c)
    n.f("PATIENT\nName: {pt_LFU}\nDOB: {dob} (age {age})\n{mrn_label}: {mrn}\n", c)
    if cc == "UK":
        n.f("{nhs_label}: {nhs}\n", c)
    elif cc in ("AU", "CA", "US"):
        n.f("{hp_label}: {hp}\n", c)
    n.f("Address: {addr1}\nPhone: {mob}" + ch(["", " / {tel}"]) + "\n", c)
    if chance(0.5):
        n.f("Email: {email}\n", c)
    if chance(0.4):
        n.f("Interpreter: " + ch(["not required", "required"]) + "; country of birth {origin}\n", c)
    n.t("\nCLINICAL DETAILS\n")
    if c["kind"] == "graves" or "toxic" in c["dx"]:
        n.t("Indication: %s; for RAI therapy as definitive treatment / post-surgical persistence.\n" % c["dx"])
    else:
        n.f("Indication: differentiated thyroid cancer - " + c["histo_dx"] + ", " + c["pT"] + " " + c["pN"] +
            " (histology {histo_acc}, reported {histo_s}).\n", c)
        n.f("Surgery: " + c["proc"] + " on {op}" + (" and completion thyroidectomy planned" if not c["total"] else "") + ".\n", c)
        n.t("MDT risk category: %s (%s). Stimulated Tg to follow.\n" % (ch(["low", "intermediate", "high"]),
                                                                        ch(["ATA 2015", "BTA 2014", "ATA 2015"])))
    n.t("Post-op Tg %.1f ug/L, TgAb negative, TSH %.2f mU/L on levothyroxine.\n" % (c["tg"], c["tsh"]))
    n.t("Requested activity: %s. Preparation: %s.\n" % (
        c["rai_dose"] if c["kind"] != "graves" else ch(["550 MBq", "600 MBq", "15 mCi"]),
        "stop carbimazole 7 days before" if c["kind"] == "graves" else
        ch(["rhTSH (Thyrogen) 0.9 mg IM x2", "levothyroxine withdrawal 4 weeks, liothyronine bridge"])))
    n.t("Low-iodine diet for 2 weeks; no iodinated contrast within 8 weeks.\n")
    n.t("\nRADIATION PROTECTION / SOCIAL\n")
    kids = rint(0, 3) if c["age_n"] < 58 else 0
    if kids:
        ages = sorted(rint(1, 17) for _ in range(kids))
        n.t("Lives with %s and %s child%s aged " % ("partner" if chance(0.7) else "parents", C.words(kids), "ren" if kids > 1 else ""))
        for i, a in enumerate(ages):
            if i:
                n.t(" and " if i == len(ages) - 1 else ", ")
            n.p(str(a), "AGE")
        n.t("; will stay with %s %s " % (c["his"], c["fam_rel"]))
        n.p(c["fam_first"][0], "FAMILY")
        n.t(" in ")
        n.p(c["hcity"][0], "CITY")
        n.t(" for 3 nights.\n")
    else:
        n.f("Lives alone at {street}; no young children or pregnant contacts.\n", c)
    if c["retired"]:
        n.f("Retired {rprof}.", c)
    else:
        n.f("Occupation: {prof}, {employer} - " + ch(["can work from home", "needs 7 days off", "close contact with children at work"]) + ".", c)
    if c["sex"] == "F" and c["age_n"] < 55:
        n.t(" Pregnancy test required within 72 h; not breastfeeding.")
    n.t("\n")
    if chance(0.6):
        n.f("Travel: will drive home alone by private car (reg {plate}); no public transport for 24 h.\n", c)
    if chance(0.5):
        n.f("Admission to {rai_unit}" + ch(["", " ({building})"]) + ", room {room}. Identity will be confirmed at admission by palm-vein scan (ID {bioid}).\n", c)
    if chance(0.35):
        n.f("Travel abroad: planning to visit {origin} on {fu_dm}; radiation certificate for airport detectors requested.\n", c)
    n.f("\nPlease contact {cns_full}, thyroid CNS, on {cns_tel} or {dept_email} with the date.\n", c)
    if chance(0.4):
        n.f("Copy to: Dr {gp_full}, {practice}; Dr {endo_full} (endocrinology).\n", c)
    n.t("\n")
    M.sign(n, c, role=ch(["Consultant Endocrine Surgeon", "Consultant Endocrinologist", "Thyroid MDT lead"]))
