"""MDT outcome; own genres: nurse-led telephone follow-up / portal messages,
EHR access audit and interface (HL7) logs."""
import datetime

import case
import clin
import common as M
import core as C
from core import ch, rint, chance, digits

TD = datetime.timedelta


def _ts(d, lo=7, hi=21):
    return "%s %02d:%02d:%02d" % (d.isoformat(), rint(lo, hi), rint(0, 59), rint(0, 59))


# ------------------------------------------------------------------ MDT outcome
def mdt_outcome(n, c):
    if chance(0.3):
        _mdt_list(n, c)
        return
    post = chance(0.5)
    mk = "mdt2" if post else "mdt1"
    cc = c["cc"]
    n.f(ch(["THYROID CANCER MDT OUTCOME\n", "Endocrine Surgery MDM - Outcome Form\n", "HEAD & NECK / THYROID MDT - RECORD OF DISCUSSION\n",
            "Multidisciplinary Meeting Outcome (Endocrine)\n"]) + "{hosp}\n", c)
    n.f("Meeting date: {" + mk + "}   Case ID: {mdt_id}\n", c)
    n.f("Chair: " + M.dr(c) + " {sur_full}   Coordinator: {clerk_full}\n", c)
    if chance(0.7):
        n.f("Present: {sur_last} (surgery), Dr {endo_last} (endocrinology), Dr {rad_last} (radiology), Dr {path_last} (pathology), "
            "Dr {nm_last} (nuclear medicine), {cns_full} (CNS)" + ch(["", ", Dr {onc_last} (oncology)"]) + "\n", c)
    n.t("\n")
    k = rint(0, 1)
    if k == 0:
        n.f("Patient: {pt_full}   DOB: {dob}   Age: {age}\n", c)
    else:
        n.f("{pt_LFU}, {age}{sx}, DOB {dob}\n", c)
    if cc == "UK":
        n.f("{nhs_label}: {nhs}   ", c)
    n.f("{mrn_label}: {mrn}\n" + ("PCP" if cc in ("US", "CA") else "GP") + ": Dr {gp_fi}, {practice}\n", c)
    n.f("Referred by: " + ch(["{sur_fi}", "Dr {endo_fi}", "{hosp2}"]) + "\n", c)
    if cc == "UK" and chance(0.6):
        n.f("Pathway: suspected cancer (2WW) referral received {ref}; 62-day breach date {fu_s}\n", c)
    n.t("\nClinical summary:\n")
    n.f("{age}-year-old {sexw}, " + c["dx"] + ". ", c)
    if c["thyroid"]:
        g_long, g_short = clin.us_grade(c)
        n.f("US {us_s}: %d mm %s nodule, %s. " % (c["size"], c["side"], g_short), c)
        n.f("FNA {fna_s} ({cyto_acc}): " + ("%s / Bethesda %s" % (c["thy"], c["beth"]) if cc in ("UK", "IE") else "Bethesda %s" % c["beth"]) + ". ", c)
    else:
        n.t("Ca %s %s, PTH %s %s; localisation: %s. " % (clin.ca_fmt(c, c["ca_pre"]), c["ca_u"], clin.pth_fmt(c, c["pth_pre"]),
                                                         c["pth_u"], ch(["concordant US/MIBI", "MIBI negative, 4D-CT positive"])))
    if post:
        n.f("\nSurgery: " + c["proc"] + " on {op} ({sur_last}). Histology {histo_acc}: " + c["histo_dx"] +
            (", %s %s" % (c["pT"], c["pN"]) if c["pT"] != "n/a" else "") + ".", c)
    if chance(0.5):
        n.t("\n\nImaging review: ")
        n.f(ch(["US {us_s} re-reviewed by Dr {rad_last}", "outside imaging from {imaging} uploaded to PACS",
                "CT neck/thorax {mdt1_s}: no retrosternal extension"]) + ". ", c)
        if c["thyroid"]:
            n.t("%s, %d mm." % (clin.us_grade(c)[0], c["size"]))
    n.t("\n\nDiscussion:\n")
    n.t(ch(["Radiology review agrees with the grading. ", "Pathology reviewed slides; no change. ", "Imaging reviewed at meeting. "]))
    n.t(ch(["Staged per AJCC/TNM 8th edition.", "Bethesda and %s reviewed." % ("RCPath Thy" if cc in ("UK", "IE") else "TI-RADS"),
            "No features of MEN2 or familial disease.", "Patient preferences documented in the %s decision aid." % ch(["ATA", "BAETS"])]) + "\n")
    n.t("\nOUTCOME / RECOMMENDATION:\n")
    if post:
        if c["kind"] in ("ptc", "ftc", "mtc"):
            n.t(ch(["1. %s risk. Refer for RAI (%s).\n" % (ch(["Intermediate", "High"]), c["rai_dose"]),
                    "1. Low risk - no RAI. TSH target 0.5-2.0 mU/L.\n",
                    "1. Completion thyroidectomy then RAI.\n"]))
        else:
            n.t("1. Benign. Discharge to GP after post-op review.\n")
    else:
        n.t("1. For %s.\n" % c["proc"])
        if c["beth"] in ("III", "IV") and chance(0.5):
            n.t("2. Offer molecular testing (ThyroSeq) as an alternative; patient choice.\n")
    n.f(ch(["2. Patient to be informed by {cns_full} (Key Worker) - tel {cns_tel}.\n",
            "2. Clinic with " + M.dr(c) + " {sur_last} on {fu}.\n",
            "2. Letter to GP; " + ch(["{cns_first}", "{cns_full}"]) + " to phone patient on {mob}.\n"]), c)
    if c["kind"] == "mtc" or (c["kind"] == "phpt" and c["age_n"] < 40):
        n.f("3. Germline testing (" + ("RET" if c["kind"] == "mtc" else "MEN1/CDC73") + ") - consent via clinical genetics, {hosp2}.\n", c)
    n.f("\nOutcome recorded by: {clerk_full}" + ch([" ({user_clerk})", ", MDT coordinator", ""]) + "   {" + mk + "_s}\n", c)
    if chance(0.4):
        n.f("Distribution: {gp_email}; {sur_email}\n", c)


def _mdt_list(n, c):
    cc = c["cc"]
    n.f(ch(["ENDOCRINE MDT - OUTCOMES LIST\n", "Thyroid/Parathyroid MDM summary sheet\n"]) + "{hosp}   Date: {mdt1}\n", c)
    n.f("Chair: {sur_full}   Radiology: Dr {rad_last}   Pathology: Dr {path_last}   Coordinator: {clerk_full} (ext {ext})\n\n", c)
    cases = [c]
    for _ in range(rint(2, 4)):
        k = ch(["nodule", "ptc", "mng", "phpt", "ftc", "graves"])
        x = case.make_case(cc, k)
        clin.fill(x)
        cases.append(x)
    for i, x in enumerate(cases):
        x = dict(x)
        x["sur_full"], x["sur_last"], x["sur_fi"] = c["sur_full"], c["sur_last"], c["sur_fi"]
        x["cns_first"], x["endo_last"] = c["cns_first"], c["endo_last"]
        x["dob"] = C.D(c, x["_d"]["dob"], "p")
        x["fu_s"] = C.D(c, c["_d"]["mdt1"] + TD(days=rint(5, 30)), "s")
        n.f("%d. " % (i + 1), x)
        n.f(ch(["{pt_LFU}", "{pt_full}"]) + "  " + ch(["DOB {dob}", "{age}{sx}"]) + "  {mrn_label} {mrn}", x)
        if cc == "UK" and chance(0.5):
            n.f("  {nhs_label} {nhs}", x)
        n.f("\n   Dx: " + x["dx"] + ". ", x)
        if x["kind"] in ("nodule", "ptc", "ftc"):
            n.f("FNA {cyto_acc}: Bethesda " + x["beth"] + ". ", x)
        elif x["thyroid"]:
            n.t("TSH %.2f mU/L. " % x["tsh"])
        else:
            n.t("Ca %s %s. " % (clin.ca_fmt(x, x["ca_pre"]), x["ca_u"]))
        n.t("\n   Outcome: %s\n" % ch(["for " + x["proc"], "repeat US in 12 months", "clinic to discuss options",
                                        "for RAI" if x["kind"] in ("ptc", "ftc") else "for " + x["proc"],
                                        "await molecular result"]))
        n.f("   Owner: " + ch(["{cns_first}", "{sur_last}", "Dr {endo_last}"]) + "   Clinic: {fu_s}\n", x)
    n.f("\nList prepared by {clerk_fi}; circulated to {dept_email}\n", c)


# ------------------------------------------------------------------ telephone follow-up (own genre)
def telephone(n, c):
    C.add_date(c, "call", c["_d"]["dis"] + TD(days=rint(1, 14)))
    if chance(0.3):
        _portal(n, c)
        return
    n.f(ch(["TELEPHONE CONSULTATION - Thyroid CNS\n", "Nurse-led telephone follow-up (endocrine surgery)\n",
            "Phone call record\n"]) + "{hosp}\n", c)
    n.f("Date: {call}   Time: " + "%02d:%02d" % (rint(8, 17), rint(0, 59)) + "\n", c)
    n.f("Patient: {pt_full}   DOB: {dob}   {mrn_label}: {mrn}\n", c)
    n.f("Called: " + ch(["{mob} (mobile)", "{tel} (home)", "{mob}"]) + ch(["", "; no answer first attempt, voicemail left"]) + "\n", c)
    n.f("Identity confirmed with " + ch(["DOB and postcode ({zip})", "DOB and first line of address ({street})", "name and DOB"]) + ".\n", c)
    n.f("Nurse: {cns_full}, Thyroid/Endocrine CNS\n\n", c)
    n.f(ch(["Spoke with {pt_first}", "Spoke to {title} {pt_last}", "Spoke with {pt_nick}"]) +
        ch(["", " and {his} {fam_rel} {fam_first} (on speaker)"]) + ". ", c)
    n.t("POD %d after %s.\n" % ((c["_d"]["call"] - c["_d"]["op"]).days, c["proc"]))
    n.t("- Wound: %s\n" % ch(["healing well, steri-strips off", "small seroma, soft; reassured", "mild redness, no discharge"]))
    n.t("- Voice: %s\n" % ch(["normal", "slightly husky, improving", "tires by evening; SLT leaflet sent"]))
    n.t("- Swallow: %s\n" % ch(["normal", "some tightness, expected"]))
    if c["total"] or not c["thyroid"]:
        n.t("- Calcium: %s\n" % ch(["no tingling; calcium %s %s at GP on %s" % (clin.ca_fmt(c, 2.2 + rint(0, 20) / 100), c["ca_u"], "__D__"),
                                   "occasional tingling in fingers; advised to take extra Calcichew and attend ED if worse",
                                   "weaning calcium as per plan"]).replace(" on __D__", ""))
    if c["thyroid"] and c["total"]:
        n.t("- Levothyroxine: taking %d mcg each morning, 30 min before breakfast.\n" % ch([100, 125, 150]))
    n.t("- Pain: %s\n" % ch(["paracetamol only", "nil analgesia needed", "ibuprofen at night", "sore when turning head"]))
    n.t("- Mood/sleep: %s\n" % ch(["fine", "tired but improving", "anxious awaiting histology"]))
    if chance(0.5):
        n.f("- Work: plans to return to {employer} as a {prof} on {fu_dm}.\n", c)
    if chance(0.3):
        n.f("- Asked about driving; advised once able to do shoulder check. Car reg {plate} noted for blue-badge form.\n", c)
    if chance(0.5):
        n.t("\nResults reviewed:\n")
        for i in range(rint(1, 3)):
            n.put(C.D(c, c["_d"]["op"] + TD(days=i), c["_ds"]["s"]))
            n.t("  adj Ca %s %s%s\n" % (clin.ca_fmt(c, 2.15 + rint(0, 25) / 100), c["ca_u"],
                                        "  PTH %s %s" % (clin.pth_fmt(c, 1.2 + rint(0, 40) / 10), c["pth_u"]) if i == 0 else ""))
        if chance(0.5):
            n.f("Histology {histo_acc}: " + c["histo_dx"] + " - not yet discussed with patient (MDT {mdt2_s}).\n", c)
    if chance(0.35):
        n.f("\nEscalation: discussed with Dr {reg_full} (bleep {reg_bleep}); "
            + ch(["calcium check arranged at {practice}", "advised ED attendance at {hosp2}", "no change to plan"]) + ".\n", c)
    if chance(0.3):
        n.f("\nNext review by video: {tele_url} - link also sent by SMS to {mob}.\n", c)
    elif chance(0.3):
        n.f("\nClinic is in Outpatients, {building}; parking is limited.\n", c)
    n.f("\nPlan: clinic with {sur_fi} on {fu} for histology" + ch(["", "; results letter to GP"]) + ". "
        "Direct line {cns_tel} given.\n", c)
    if chance(0.4):
        C.add_date(c, "call2", c["_d"]["call"] + TD(days=rint(2, 7)))
        n.f("\nAddendum {call2}: " + ch(["{pt_first} rang back - tingling resolved.", "left message for {pt_title_short} on voicemail.",
                                          "{fam_rel} {fam_first} called on {his} behalf; reassured."]).replace(
            "{pt_title_short}", "{title} {pt_last}") + "\n", c)
    if chance(0.5):
        n.f("Documented by {cns_fi}   {call_s}\n", c)


PORTAL = [
    ("tingling", "Since yesterday my lips feel a bit tingly and my hands cramp when I write. I am taking the calcium "
                 "tablets three times a day. Is this normal?",
     "Tingling can be a sign of low calcium. Please have a blood test today and call us; if it is severe or you get "
     "muscle spasms, go to the emergency department."),
    ("wound question", "The scar looks a bit red at one end. No pus. Should I be worried?",
     "Some redness is common. Please send a photo through the portal or call us."),
    ("voice", "My voice still goes croaky by the evening. I have a concert in two weeks.",
     "It is common for the voice to tire for a few weeks. I have asked our speech therapist to contact you."),
    ("back to work", "My boss wants to know when I can come back.",
     "Most people return to office work after two weeks. I can provide a fit note."),
]


def _portal(n, c):
    subj, msg, rep_ = ch(PORTAL)
    h1 = rint(6, 15)
    n.f(ch(["Patient Portal - Secure Messages\n", "MyHealth message thread\n"]) + "{hosp} | {hosp_url}\n\n", c)
    n.f("From: {pt_full} (portal user {pt_user})\nTo: Endocrine Surgery Nurse Pool\nSent: {call} " +
        "%02d:%02d" % (h1, rint(0, 59)) + "\nSubject: " + subj + "\n\n", c)
    n.f(ch(["Hi, this is {pt_first}. ", "Hello, ", "Dear nurse, ", "Hi team, "]), c)
    n.t(msg)
    if chance(0.5):
        n.f(" My {fam_rel} {fam_first} can bring me in if needed, their number is {fam_tel}.", c)
    n.f(ch(["\n{pt_first}", "\nThanks, {pt_nick}", "\n{pt_init}", ""]), c)
    n.f("\n\nReply from: {cns_full}, RN   {call} " + "%02d:%02d" % (h1 + rint(1, 3), rint(0, 59)) + "\n", c)
    n.f(ch(["Dear {pt_first}, thank you for your message. ", "Hello {title} {pt_last}, "]), c)
    n.t(rep_)
    n.f("\nYou can also call us on {cns_tel} (Mon-Fri). Out of hours: " +
        {"UK": "NHS 111", "IE": "your GP out-of-hours service", "US": "911 for emergencies", "CA": "Telehealth or 911",
         "AU": "000 for emergencies", "NZ": "Healthline or 111"}[c["cc"]] + ".\n", c)
    if chance(0.5):
        n.f("\n\nFrom: {pt_full}   Sent: {call_s} " + "%02d:%02d" % (rint(6, 23), rint(0, 59)) + "\n" +
            ch(["Thank you, that's reassuring. I had the blood test at {practice} this morning.",
                "Thanks. My {fam_rel} says the swelling looks smaller today.",
                "Ok, will do. Can you also send the sick note to {employer}?"]) + "\n", c)
        n.f("\nReply: {cns_first} - " + ch(["Result adjusted calcium %s %s, normal. Carry on as you are." %
                                             (clin.ca_fmt(c, 2.2 + rint(0, 20) / 100), c["ca_u"]),
                                             "Done - fit note uploaded to your portal documents.",
                                             "Glad to hear it. See you in clinic on {fu_dm}."]) + "\n", c)
    if chance(0.5):
        n.f("\n[message read {call_s}; login from {ip}]\n", c)
    n.t("\nThis inbox is not monitored at weekends. In an emergency call %s.\n" % {
        "UK": "999", "IE": "112 or 999", "US": "911", "CA": "911", "AU": "000", "NZ": "111"}[c["cc"]])


# ------------------------------------------------------------------ audit / interface logs (own genre)
ACTIONS = [("VIEW", "Results - Calcium/PTH"), ("VIEW", "Clinical notes"), ("PRINT", "Discharge summary"),
           ("EDIT", "Fluid balance"), ("VIEW", "Histology report"), ("SIGN", "Operation note"), ("VIEW", "Imaging - US neck"),
           ("EDIT", "Medication chart"), ("VIEW", "MDT outcome"), ("EXPORT", "Letter to GP")]
ROLES = ["RN", "Consultant", "Registrar", "Ward clerk", "Pharmacist", "SLT", "CNS", "HCA", "Radiographer"]


def audit_log(n, c):
    if chance(0.35):
        _hl7(n, c)
        return
    d0, d1 = c["_d"]["op"] - TD(days=rint(1, 5)), c["_d"]["dis"] + TD(days=rint(0, 3))
    C.add_date(c, "a0", d0)
    C.add_date(c, "a1", d1)
    n.f(ch(["RECORD ACCESS AUDIT REPORT\n", "EHR Access Log - Information Governance\n", "Audit trail extract (privacy review)\n"]) +
        "{hosp}\n", c)
    n.f("Patient: {pt_LFU}   {mrn_label}: {mrn}   DOB: {dob}\n", c)
    n.f("Requested by: {clerk_full}, IG officer   Ref: ", c)
    n.p("IG-" + digits(5), "IDNUM")
    n.t("\n")
    n.f("Period: {a0} to {a1}\n\n", c)
    n.t("Timestamp | User ID | Name | Role | Workstation | IP | Action | Module\n")
    users = [("sur", "Consultant"), ("nurse", "RN"), ("clerk", "Ward clerk"), ("reg", "Registrar"), ("cns", "CNS"),
             ("pharm", "Pharmacist"), ("nurse2", "RN"), ("an", "Anaesthetist")]
    uids = {}
    for key, role in users:
        pr = c["_p"][key]
        uids[key] = (C.uname(pr["first"], pr["last"]), "USERNAME")
    rows = rint(7, 15)
    days = max(1, (d1 - d0).days)
    evs = sorted((rint(0, days), rint(6, 22), rint(0, 59), rint(0, 59)) for _ in range(rows))
    for (dd, hh, mm, ss) in evs:
        key, role = ch(users)
        pr = c["_p"][key]
        act, mod = ch(ACTIONS)
        n.put(C.D(c, d0 + TD(days=dd), ch(["iso", "iso", c["_ds"]["s"]])))
        n.t(" %02d:%02d:%02d | " % (hh, mm, ss))
        n.put(uids[key])
        n.t(" | ")
        n.p("%s, %s" % (pr["last"].upper(), pr["first"]), "DOCTOR")
        n.t(" | %s | " % role)
        n.p(ch(["WS-%s" % digits(5), "PC%s" % digits(6), "%s-%s" % (C.letters(3), digits(4))]), "DEVICE")
        n.t(" | ")
        n.p(C.ip(), "IPADDR")
        n.t(" | %s | %s\n" % (act, mod))
    n.t("\nFindings:\n")
    k = rint(0, 2)
    if k == 0:
        n.f("All accesses by members of the treating team. Biometric sign-on used at ward terminals (template {bioid}).\n", c)
    elif k == 1:
        fam = C.person()
        u = (C.uname(fam["first"], fam["last"]), "USERNAME")
        n.t("One access by user ")
        n.put(u)
        n.t(" (")
        n.p("%s %s" % (fam["first"], fam["last"]), "DOCTOR")
        n.f(", outpatient booking) from {ip2} on {a1_s} - not part of care team; referred to line manager. "
            "Staff member states the patient is a neighbour on {street}.\n", c)
    else:
        n.f("Record printed at {ws} in {ward}; print job matched to discharge. No concerns.\n", c)
    n.f("\nReviewed by: {clerk_fi}   Date: {a1}\n", c)


def _hl7(n, c):
    cc = c["cc"]
    pr = c["_p"]["pt"]
    ts = c["_d"]["op"]
    stamp = "%s%02d%02d" % (ts.strftime("%Y%m%d"), rint(6, 20), rint(0, 59))
    n.f(ch(["Interface engine log - ADT/ORU feed\n", "HL7 message trace (integration team)\n"]) + "Source: {hosp} LIS -> EPR\n\n", c)
    n.t("[")
    n.p(ts.isoformat(), "DATE")
    n.t(" %02d:%02d:%02d] RECEIVED from " % (rint(6, 20), rint(0, 59), rint(0, 59)))
    n.put(c["ip"])
    n.t(" port 2575\n")
    n.t("MSH|^~\\&|LIS|")
    n.put(c["hosp_s"])
    n.t("|EPR|")
    n.put(c["hosp_s"])
    n.t("|")
    n.p(ts.strftime("%Y%m%d"), "DATE")
    n.t("%02d%02d||ORU^R01|MSG%s|P|2.4\n" % (rint(6, 20), rint(0, 59), digits(8)))
    n.t("PID|1||")
    n.put(c["mrn"])
    n.t("^^^MRN||")
    n.p("%s^%s^%s" % (pr["last"].upper(), pr["first"].upper(), pr["mid"]), "PATIENT")
    n.t("||")
    n.p(c["_d"]["dob"].strftime("%Y%m%d"), "DATE")
    n.t("|%s|||" % c["sx"])
    n.put(c["street"])
    n.t("^^")
    n.put(c["city"])
    n.t("^")
    n.put(c["st"] if cc in ("US", "CA", "AU") else c["region"])
    n.t("^")
    n.put(c["zip"])
    n.t("||")
    n.put(c["tel"])
    n.t("|||||")
    n.put(c["acct"])
    if cc in ("US", "CA"):
        n.t("|")
        n.put(c["ssn"])
    n.t("\nPV1|1|I|")
    n.put(c["ward"])
    n.t("^^")
    n.put(c["bed"])
    n.t("||||")
    sp = c["_p"]["sur"]
    n.p("%s^%s" % (sp["last"].upper(), sp["first"].upper()), "DOCTOR")
    n.t("\nOBR|1|")
    n.put(c["order"])
    n.t("||PTH^Parathyroid hormone|||")
    n.p(ts.strftime("%Y%m%d"), "DATE")
    n.t("%02d%02d\n" % (rint(6, 20), rint(0, 59)))
    n.t("OBX|1|NM|PTH||%s|%s|%s|%s|||F\n" % (clin.pth_fmt(c, 0.8 + rint(0, 40) / 10), c["pth_u"],
                                             "1.6-6.9" if c["pth_u"] == "pmol/L" else "15-65", ch(["L", "N"])))
    n.t("OBX|2|NM|CAADJ^Adjusted calcium||%s|%s|%s|N|||F\n" % (clin.ca_fmt(c, 2.1 + rint(0, 30) / 100), c["ca_u"],
                                                             "2.20-2.60" if cc != "US" else "8.5-10.5"))
    n.t("[")
    n.p(ts.isoformat(), "DATE")
    n.t(" %02d:%02d:%02d] ACK AA sent; " % (rint(6, 20), rint(0, 59), rint(0, 59)))
    n.t(ch(["routed to inbox of ", "result notification to "]))
    n.put(c["user_sur"])
    n.t(" and ")
    n.put(c["user_nurse"])
    n.t("\n")
    if chance(0.5):
        n.t("[WARN] PID-13 phone format normalised; original value retained in audit table.\n")
    n.f("Operator on call: {sci_full} (ext {ext})\n", c)
