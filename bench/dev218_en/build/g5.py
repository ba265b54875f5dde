"""Genres: ICU transfer-out summary, ICU follow-up clinic letter (dev218)."""
import clin
import pools as P
from case import header, sign, audit
from blocks import (other_hosp, micro_block, kin_line, hosp_letterhead, ages_line, care_site, insurance_block, parking)
from note import nm, staff_ref, dt, fd, dig, letters, add_days, us_phone, uk_phone


def _dx(c):
    return c.scen["us"] if c.country == "US" else c.scen["uk"]


def transfer_out(n, c, rng):
    us = c.country == "US"
    los = rng.randrange(3, 22)
    title = rng.choice(["ICU Transfer Summary", "ICU TRANSFER-OUT NOTE", "Critical Care Discharge Summary",
                        "Step-down transfer note"] if us else ["Critical Care Discharge Summary", "ITU STEP-DOWN SUMMARY",
                                                               "Transfer of care - Critical Care to ward"])
    header(n, c, rng, title, los, style=rng.choice([0, 1, 2, 4]))
    ext = rng.random() < 0.25
    n.w("ICU admission: ", c.dd(0), "    ICU discharge: ", c.dd(los), "    LOS %d days\n" % los)
    if ext:
        oh = other_hosp(c, rng)
        n.w("Transferred to: ", (oh, "HOSPITAL"), rng.choice([" (repatriation)", " - closer to home", ""]),
            "; accepting physician ", staff_ref(c.staff["surgeon"], c.country, rng), "\n")
        if us:
            n.w("Receiving fax: ", (us_phone(rng, c.area, 0), "FAX"), "  Phone: ", (us_phone(rng, c.area, 1), "PHONE"), "\n")
        else:
            n.w("Receiving ward fax ", (uk_phone(rng, c.stem, 0), "FAX"), ", switchboard ", (uk_phone(rng, c.stem, 0),
                                                                                              "PHONE"), "\n")
    else:
        n.w("Transferred to: ", (c.ward, "HOSPITAL"), ", bed ", (str(rng.randrange(1, 30)), "LOCATION_OTHER"),
            " under ", staff_ref(rng.choice([c.gp, c.staff["surgeon"], c.staff["neuro"]]), c.country, rng), "\n")
    n.w("Handover: verbal to ", nm(c.staff["rn3"], "DOCTOR", rng.choice(["full", "cred"]), c.country), " at %02d:%02d" % (
        rng.randrange(24), rng.randrange(60)), "; medical handover to ", staff_ref(c.staff["resident" if us else "sho"],
                                                                                     c.country, rng), "\n")
    n.t(rng.choice(["\nDiagnoses:\n", "\nPROBLEMS\n", "\nPrimary/secondary diagnoses:\n"]))
    n.t("1. " + _dx(c) + "\n")
    extra = rng.sample(["ICU-acquired weakness", "AKI (resolved)", "VAP", "delirium (resolved)", "new AF",
                        "pressure injury sacrum grade 2", "critical illness polyneuropathy", "anaemia of critical illness"],
                       rng.randrange(1, 4))
    for i, e in enumerate(extra):
        n.t("%d. %s\n" % (i + 2, e))
    n.t(rng.choice(["\nICU course:\n", "\nHOSPITAL COURSE (ICU)\n", "\nSummary of ICU stay:\n"]))
    n.w(c.ptref(rng, True), ", ")
    if rng.random() < 0.3:
        n.w("aged ", (str(c.age_at(los)), "AGE"))
    else:
        n.w(ages_line(c, rng, los))
    n.w(", was admitted from ",
        rng.choice(["ED", "theatre", "the ward (outreach referral)", "another hospital"]), " with ", c.scen["hpi"][0], ". ")
    if c.scen["vent"] is True:
        ext_d = rng.randrange(2, max(3, los - 1))
        n.w("Intubated ", c.ds(0), ", extubated ", c.ds(ext_d), rng.choice([" to HFNC", "", " after 2 failed SBTs"]), ". ")
        if los > 12 and rng.random() < 0.6:
            n.w("Tracheostomy ", c.ds(rng.randrange(7, 11)), " (percutaneous), decannulated ", c.ds(los - 1), ". ")
    if c.scen["press"]:
        n.w("Vasopressors weaned off by ", dt(c.d(rng.randrange(1, 5)), rng.choice([c.sfmt, "wd"])), ". ")
    if c.scen["rrt"] or rng.random() < 0.15:
        a, b = rng.randrange(1, 4), rng.randrange(4, 9)
        n.w("CRRT ", c.ds(a), "-", c.ds(b), ", renal recovery with UO > 1 L/day. ")
    n.t(rng.choice(["Course complicated by delirium managed non-pharmacologically. ",
                    "VAP treated with 7 days meropenem. ", "No major complications. ",
                    "Episode of fast AF, rate controlled with amiodarone. "]))
    n.t("\n")
    n.t("\nMicrobiology:\n")
    micro_block(n, c, rng, los)
    n.t(rng.choice(["\nMedications on transfer:\n", "\nCURRENT MEDS\n", "\nDrug chart:\n"]))
    for m in clin.med_list(c.scen, rng, c.country)[:rng.randrange(4, 9)]:
        n.t("- " + m + "\n")
    ab = rng.choice(["completed", "to stop after dose on ", "review with micro on "])
    n.w("Antibiotics: ", ab)
    if ab.endswith("on "):
        n.w(c.ds(los + rng.randrange(1, 5)))
    n.t("\nLines in situ: " + rng.choice(["PICC (leave for IV abx)", "PIV only", "CVC - remove before ward transfer",
                                          "Vascath removed"]))
    if rng.random() < 0.5:
        n.w(", inserted ", c.ds(rng.randrange(0, los)))
    n.t("\n")
    n.t(rng.choice(["\nFor ward team:\n", "\nOUTSTANDING ISSUES / TO DO\n", "\nActions for receiving team:\n"]))
    todo = ["daily U&E, Mg, PO4" if not us else "daily BMP, Mg, Phos", "SALT/swallow assessment before oral diet" if not us
            else "SLP eval before PO diet", "physio BD and mobilise", "wean O2 to target 92-96%",
            "chase pending BAL sensitivities", "repeat echo in 6 weeks", "review need for anticoagulation (AF)",
            "outreach review within 24 h of step-down" if not us else "RRT/outreach check within 12 h"]
    for t in rng.sample(todo, rng.randrange(3, 6)):
        n.t("- " + t + "\n")
    n.t("Ceiling of care: " + rng.choice(["full escalation", "for ICU readmission if needed", "not for re-intubation; DNACPR"
                                          if not us else "DNR, OK for ICU readmission", "ward-based"]) + "\n")
    if rng.random() < 0.6:
        n.w("ICU follow-up clinic: referred; appointment approx ", (fd(c.d(los + rng.randrange(60, 100)), rng.choice(["my", "mon"])),
                                                                      "DATE"), ".\n")
    n.w("Family: ", c.kinref(rng, c.nok), " aware of transfer")
    if rng.random() < 0.5:
        n.w(", contact ", (c.nok.phone, "PHONE"))
    n.t(".\n")
    if rng.random() < 0.3:
        n.w("Discharge destination (anticipated): ", (care_site(c, rng, "rehab"), "HOSPITAL"), "\n")
    if rng.random() < 0.15:
        parking(n, c, rng)
        n.t("\n")
    if rng.random() < (0.5 if us else 0.3):
        insurance_block(n, c, rng)
    sign(n, c, rng, c.junior if rng.random() < 0.7 else c.lead, los, style=rng.choice([0, 1, 3, 4]))


def followup_letter(n, c, rng):
    us = c.country == "US"
    los = rng.randrange(5, 30)
    months = rng.randrange(2, 13)
    cd = c.d(los + months * 30 + rng.randrange(-10, 10))
    clinic_k = (cd - c.adm).days
    hosp_letterhead(n, c, rng)
    n.t(rng.choice(["ICU Recovery Clinic\n", "Post-ICU Follow-up Clinic\n", "Critical Care Follow-up Service\n"]))
    n.w("Date: ", dt(add_days(cd, rng.randrange(2, 12)), c.dfmt), "\n")
    if rng.random() < 0.5:
        n.w("Clinic date: ", dt(cd, c.dfmt), "\n")
    n.t("\n")
    gp = c.gp
    n.w(nm(gp, "DOCTOR", "drfull" if rng.random() < 0.6 else "drinit", c.country), "\n", (c.gp_site, "HOSPITAL"), "\n")
    gst = "%d %s %s" % (rng.randrange(1, 400), rng.choice(P.UK_STREET_NAMES if not us else P.US_STREET_NAMES),
                        rng.choice(["Road", "Street", "Avenue", "Lane"]))
    n.w((gst, "STREET"), "\n", (c.city, "CITY"))
    if us:
        n.w(", ", (c.state, "STATE"), " ", (c.zip[:3] + dig(rng, 2), "ZIP"), "\n\n")
    else:
        n.w("\n", (c.zip.split(" ")[0] + " " + str(rng.randrange(10)) + letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"), "ZIP"), "\n\n")
    n.w("Dear ", nm(gp, "DOCTOR", "dr", c.country), ",\n\n")
    n.w("Re: ", nm(c.pt, "PATIENT", rng.choice(["titlefull", "full", "ukcaps" if not us else "full"]), c.country), ", DOB ",
        dt(c.dob, "us1" if us else rng.choice(["uk1", "uk3"])))
    if us:
        n.w(", MRN ", (c.mrn, "MRN"), "\n")
    else:
        n.w(", NHS No ", (c.nhs, "MRN"), ", Hosp No ", (c.mrn, "MRN"))
        if rng.random() < 0.3:
            n.w(", NI ", (c.ssn, "SSN"))
        n.t("\n")
    n.w(c.addr(rng), "\n")
    if us and rng.random() < 0.35:
        insurance_block(n, c, rng)
    n.t("\n")
    who = rng.choice(c.kin)
    n.w("I saw ", nm(c.pt, "PATIENT", "title", c.country), " ")
    if rng.random() < 0.6:
        n.w("with ", "his " if c.sex == "M" else "her ", who.rel, ", ", nm(who, "FAMILY", "first", c.country), ", ")
    n.w("in the ICU follow-up clinic on ", dt(cd, rng.choice([c.dfmt, "us4" if us else "uk3"])), ", about %d months after " %
        months, "discharge from intensive care. As you know, ", "he" if c.sex == "M" else "she", " was admitted on ",
        dt(c.d(0), "us4" if us else "uk3"), " with ", _dx(c), " and spent %d days with us" % los)
    if c.scen["vent"] is True:
        n.t(", %d of them on a ventilator" % rng.randrange(2, los))
    n.t(".\n\n")
    n.t(rng.choice(["Physical recovery: ", "Physical: ", "PHYSICAL\n"]))
    n.t(rng.choice(["Walking 400 m on the flat with rests. ", "Still using a stick outdoors. ",
                    "Grip strength improving. ", "Profound fatigue, napping twice a day. "]))
    n.t(rng.choice(["6MWT %d m. " % rng.randrange(180, 520), "Hair loss has settled. ", "Numbness in both feet persists. ",
                    "Voice hoarse since extubation - ENT referral made. "]) + "\n")
    n.t(rng.choice(["Psychological: ", "Mood and memory: ", "PSYCHOLOGICAL\n"]))
    n.t("HADS anxiety %d, depression %d; IES-R %d. " % (rng.randrange(2, 18), rng.randrange(2, 16), rng.randrange(5, 55)))
    n.t(rng.choice(["Vivid nightmares about the ICU. ", "Few memories of ICU. ", "MoCA 24/30. ",
                    "Intrusive memories of delirium. "]))
    if rng.random() < 0.5:
        n.w("The ICU diary kept by nursing staff and ", nm(who, "FAMILY", "first", c.country),
            " was read together in clinic, which ", "he" if c.sex == "M" else "she", " found helpful. ")
    n.t("\n")
    n.t(rng.choice(["Social / work: ", "Social: ", "SOCIAL\n"]))
    if c.prof.startswith(("retired", "former")):
        n.w("Previously a ", (c.prof.split(" ", 1)[1], "PROFESSION"), ", now retired. ")
    else:
        n.w(rng.choice(["Has not yet returned to work as a", "Phased return to work as a", "Off sick from work as a"]),
            "n " if c.prof[0] in "aeiou" else " ", (c.prof, "PROFESSION"))
        if rng.random() < 0.6:
            n.w(" at ", (c.employer, "ORGANIZATION"))
        n.t(". ")
    n.t(rng.choice(["Not yet driving (advised to inform the DVLA). " if not us else "Not yet driving. ",
                    "Driving short distances. ", ""]))
    if rng.random() < 0.4:
        n.w(nm(who, "FAMILY", "first", c.country), " (", who.rel, ") has been the main carer and ",
            rng.choice(["is exhausted", "has reduced her hours" if who.sex == "F" else "has reduced his hours",
                        "is coping well"]), ". ")
    n.t("\n\nPlan:\n")
    plan = ["referral to community physiotherapy", "psychology referral for PTSD symptoms",
            "repeat spirometry in 3 months", "review in clinic in 6 months", "discharge from follow-up",
            "dietitian input for weight loss of 9 kg", "audiology referral"]
    for p in rng.sample(plan, rng.randrange(2, 4)):
        n.t("- " + p + "\n")
    if rng.random() < 0.6:
        n.w("- peer support: ", (rng.choice(P.SUPPORT_ORGS), "ORGANIZATION"), " (",
            (rng.choice(["www.icu-recovery.example.org", "https://peersupport.example.net", "www.example.org/icu-recovery",
                         "aftericu.example.com/meetings"]), "URL"), ")\n")
    n.t("\nPlease do not hesitate to contact us")
    if rng.random() < 0.6:
        n.w(" on ", (c.hosp_phone, "PHONE"), " or at ", (c.lead.email, "EMAIL"))
    n.t(".\n\nYours sincerely,\n\n")
    n.w(nm(c.lead, "DOCTOR", "drfull", c.country), "\n")
    n.t("Consultant in Intensive Care Medicine\n" if not us else "Attending Physician, Pulmonary & Critical Care\n")
    if c.lead.lic and rng.random() < 0.5:
        n.w(c.lic_pieces(rng, c.lead, 1), "\n")
    if rng.random() < 0.5:
        n.w("with ", nm(c.staff["outreach"], "DOCTOR", "full", c.country), ", ICU follow-up nurse\n")
    n.t("\ncc: ")
    n.w(nm(c.pt, "PATIENT", "title", c.country), " (patient)")
    if rng.random() < 0.5:
        n.w("; ", staff_ref(c.staff["physio"], c.country, rng), ", physiotherapy")
    n.t("\n")
    if rng.random() < 0.6:
        n.w("Dict: ", dt(cd, c.sfmt), "  Typed: ", dt(add_days(cd, rng.randrange(1, 9)), c.sfmt), "  ",
            nm(c.lead, "DOCTOR", "init2", c.country), "/", (rng.choice(["jk", "sm", "ph", "lt", "ab", "rw"]), "DOCTOR"), "\n")
