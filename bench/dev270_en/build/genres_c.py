"""Genres: bowel screening follow-up letters, colorectal MDT outcomes, high-output plans."""
import clinical as K
import phi
from blocks import banner, signature, footer, team, U, gpw, role, cc_block, DOC_LIC
from genres_a import aj, hhmm
from phi import Doc

PROG = {"UK": "NHS Bowel Cancer Screening Programme",
        "AU": "National Bowel Cancer Screening Program",
        "CA": "ColonCancerCheck", "US": "Colorectal Cancer Screening Outreach"}


def _time(rng):
    return "%d:%02d %s" % (rng.randrange(8, 12), rng.choice([0, 15, 20, 30, 40, 45]),
                           rng.choice(["am", "a.m.", "AM"]))


def screening_letter(c):
    rng, d, cn = c.rng, Doc(c), c.country
    kind = rng.randrange(3)  # 0 positive FIT to patient, 1 post-colonoscopy, 2 to GP
    d.w("{screen_ctr}\n" + PROG[cn] + "\n{hosp_addr}\n")
    d.w(rng.choice(["Freephone {ph_screen}", "Helpline: {ph_screen}",
                    "Tel {ph_screen}  Fax {fax_team}"]) + "\n")
    if rng.random() < .4:
        d.w("{url_team}\n")
    d.t("\n" + rng.choice(["PRIVATE & CONFIDENTIAL", "Private and confidential",
                           "CONFIDENTIAL", ""]) + "\n")
    if kind == 2:
        d.w("{gp}\n{gp_prac}\n{gp_addr}\n\n")
    else:
        d.w("{pt_tfull}\n{addr_block}\n\n")
    d.w("Date: {d_letter}\n")
    idl = {"UK": "NHS Number", "AU": "Medicare No", "CA": "Health Card", "US": "MRN"}[cn]
    d.w(idl + ": " + ("{hp}" if cn != "US" else "{mrn}") + "\n")
    d.w(rng.choice(["Screening episode: ", "Participant ID: ", "Our ref: ", "Episode no. "]) +
        "{screen}\n")
    if kind == 2:
        d.w("\nRe: {pt_full}, DOB {dob}, {addr1}\n\nDear {gp},\n\n", dob=c.r("d_dob"),
            gp=c.name(c.gp, "DOCTOR", "ts", "Dr"))
        d.w("Your patient's " + rng.choice(["FIT", "screening kit", "stool test"]) +
            " (kit {kit}) processed on {d_fit} was abnormal: " + rng.choice(K.SCREEN_RES) +
            ". ")
        d.w("{He} has been assessed by our specialist screening practitioner {cns} and "
            "booked for colonoscopy at {hosp2} on {d_next}. ")
        d.w("Bowel preparation (" + rng.choice(["Moviprep", "Plenvu", "Picolax",
                                                "sodium picosulfate"]) + ") has been posted. ")
        d.t(rng.choice(["Please review anticoagulation - patient takes apixaban; hold 48 h "
                        "pre-procedure per protocol. ", "No action required at this stage. ",
                        "Metformin to be omitted on the day of procedure. "]))
        d.w("\n\nYours sincerely,\n\n{cons_sig}\n" + rng.choice(["Screening Centre Director",
                                                              "Lead Colonoscopist",
                                                              "Clinical Director"]) + "\n")
    else:
        d.w("\nDear {pt_ts},\n\n")
        if kind == 0:
            d.t(rng.choice(["Your bowel screening test result\n\n",
                            "RE: Your recent home test kit\n\n"]))
            d.w("Thank you for completing your screening kit (kit number {kit}), which we "
                "received on {d_fit}. The test found a small amount of blood in your sample. "
                "This does not mean you have cancer, but you need a further test, usually a "
                "colonoscopy, to find out why.\n\n")
            d.w("We have arranged for you to speak to " + ("a patient navigator" if cn == "US"
                                                          else "a screening nurse" if cn != "UK"
                                                          else "a specialist screening practitioner") + ", {cns}, "
                + rng.choice(["by telephone", "at our clinic", "by video call"]) +
                " on {d_next} at " + _time(rng) + ". ")
            d.w("They will ask about your health and medicines, so please have a list ready. "
                "If this time is not convenient please call {ph_screen} "
                "(Monday to Friday, 9am-5pm) quoting reference {screen}.\n\n")
            if rng.random() < .4:
                d.w("An interpreter can be arranged. You may bring a relative; your {fam_rel} "
                    "{fam_full} is listed as your contact on {ph_fam}.\n\n")
        else:
            d.w("Results of your colonoscopy on {d_colo}\n\n")
            d.w("At your colonoscopy at {hosp2} the endoscopist ({reg}) found: " +
                rng.choice(K.COLO_FIND) + ".\n\n")
            d.w("Laboratory report {histo} (reported {d_prev}): " + rng.choice([
                "tubular adenoma, low-grade dysplasia, completely excised",
                "hyperplastic polyp - no further action",
                "adenocarcinoma - you will be contacted by the colorectal team",
                "sessile serrated lesion without dysplasia"]) + ".\n\n")
            d.w(rng.choice(["We recommend a surveillance colonoscopy in " +
                            rng.choice(["3 years", "1 year", "12 months"]) + " (due {my_next2}).",
                            "You will return to routine screening and be invited again in "
                            "2 years.",
                            "Your case will be discussed at the colorectal MDT on {d_mdt}."]) +
                "\n\n")
        d.w("We have sent a copy of this letter to your " + gpw(c) + ", {gp} at {gp_prac}.\n\n")
        d.w("Yours sincerely\n\n{cns_sig}\n" + rng.choice([
            "Specialist Screening Practitioner", "Screening Nurse Navigator",
            "Bowel Screening Nurse", "Patient Navigator, GI Program"]) + "\n")
    if rng.random() < .5:
        d.w("Dictated {d_letter}; typed {d_typed} ({cns_init}/{sec})\n")
    if rng.random() < .4:
        d.w("Large print / other languages: {email_team}\n")
    footer(d, c, .3)
    return d


# ------------------------------------------------------------------ MDT
def mdt_outcome(c):
    rng, d, cn, p = c.rng, Doc(c), c.country, c.prof
    m = c.dates["mdt"]
    c.dates["colo"] = phi.add_days(m, -rng.randrange(12, 45))
    c.dates["ct"] = phi.add_days(m, -rng.randrange(4, 20))
    c.dates["mri"] = phi.add_days(m, -rng.randrange(2, 12))
    d.t(rng.choice(["COLORECTAL MDT OUTCOME", "Colorectal Multidisciplinary Team Meeting - "
                    "Outcome Record", "LOWER GI MDM OUTCOME", "Tumour Board (Colorectal) - "
                    "Summary"]) + "\n")
    d.w("Meeting: {d_mdt}   Venue: {hosp} " + rng.choice(["(hybrid, MS Teams)", "(virtual)",
                                                         "- in person"]) + "\n")
    d.w("Case %d of %d   MDT ref {mdtid}\n" % (rng.randrange(1, 20), rng.randrange(20, 31)))
    d.t("Present: ")
    import context
    ppl = [context.Person(rng) for _ in range(rng.randrange(3, 7))]
    roles = rng.sample(K.ROLES, len(ppl))
    for i, (pp, ro) in enumerate(zip(ppl, roles)):
        if i:
            d.t("; ")
        if "Consultant" in ro or ro in ("Gastroenterologist", "Registrar"):
            d.t(rng.choice(["Dr ", "Dr ", "Mr " if pp.sex == "M" else "Ms "]))
            d.p(pp.last, "DOCTOR")
        else:
            d.p(pp.first + " " + pp.last, "DOCTOR")
        d.t(" (" + ro + ")")
    d.w("\nChair: {cons}\n\n")
    banner(d, c, extra_ids=False)
    d.w("Referring clinician: {reg}   Key worker: {cns} (" + role(c) + ") tel {ph_team}\n")
    d.w("\nCLINICAL SUMMARY\n{age}-year-old {sexw}, " + rng.choice(["2WW referral", "screen-detected",
                                                                   "emergency presentation",
                                                                   "incidental on CT"]) +
        ". " + rng.choice(K.SCREEN_RES) + ". ")
    d.w("Colonoscopy {d_colo}: " + rng.choice(K.COLO_FIND) + ". ")
    d.t(rng.choice(K.SCORES) + ", " + rng.choice(K.SCORES) + ". PMH: " + K.pmh_list(rng) + ".\n")
    if rng.random() < .5:
        d.w("Social: retired ")
        d.add(c.r("job"))
        d.w(", lives with {fam_rel} in {city}.\n")
    d.t("\nIMAGING\n")
    d.w("CT CAP {d_ct}: " + rng.choice(["no distant metastases", "2 indeterminate lung nodules "
                                         "(4 mm) - for interval CT", "liver lesion seg 7 (18 mm)",
                                         "sigmoid thickening with pericolic nodes"]) + ".\n")
    if rng.random() < .7:
        d.w("MRI pelvis {d_mri}: " + rng.choice(K.TNM) + ", tumour " + str(rng.randrange(3, 14)) +
            " cm from anal verge.\n")
    d.t("\nPATHOLOGY\n")
    d.w("Biopsy {histo}: adenocarcinoma, " + rng.choice(K.MOLEC) + ", " +
        rng.choice(K.MOLEC) + ".\n")
    d.t("Staging: " + rng.choice(K.TNM) + "\n")
    d.t("\nMDT OUTCOME\n")
    outs = ["Proceed to %s." % p["proc"],
            "Long-course chemoradiotherapy (50.4 Gy/28#) then re-stage MRI at 10-12/52.",
            "Short-course RT 25 Gy/5# followed by FOLFOX x6 (TNT).",
            "Watch-and-wait: clinical complete response - flexi + MRI 3-monthly.",
            "Neoadjuvant FOLFOXIRI then liver resection discussion at HPB MDT.",
            "Best supportive care; refer to palliative team; defunctioning stoma if obstructs."]
    for i, o in enumerate(rng.sample(outs, rng.randrange(1, 3)), 1):
        d.t("%d. %s\n" % (i, o))
    d.t("\nACTIONS\n")
    d.w("- {cns} to inform patient by phone and arrange stoma siting before {d_next}\n")
    d.w("- Clinic with {cons} on {d_next}\n")
    if rng.random() < .5:
        d.w("- Refer to clinical genetics ({email_team}) re Lynch screening\n")
    if rng.random() < .5:
        d.w("- Trial screening: eligible for " + rng.choice(["STAR-TREC-like protocol",
                                                            "local prehab study"]) +
            " - research nurse to contact on {ph_mob}\n")
    d.w("- Outcome letter to " + gpw(c) + " {gp} ({gp_prac}), fax {fax_gp}\n")
    d.w("\nOutcome recorded by: {cns2}, MDT coordinator, {d_mdt}\n")
    footer(d, c, .5)
    return d


# ------------------------------------------------------------------ high output
def high_output_plan(c):
    rng, d, cn, p = c.rng, Doc(c), c.country, c.prof
    K.force_kind(rng, p, "ileo")
    d.t(rng.choice(["HIGH OUTPUT STOMA MANAGEMENT PLAN", "High-output ileostomy - "
                    "management plan", "HOS PLAN (nursing + dietetic)",
                    "Management plan: high output stoma"]) + "\n")
    d.w("{hosp} - " + team(c) + " & Nutrition Support Team\n\n")
    banner(d, c, extra_ids=rng.random() < .5)
    d.w("Ward/location: {ward}, bed {bed}\n" if rng.random() < .6 else
        "Location: home (community plan)\n")
    d.w("Plan date: {d_visit}    Review date: {d_next}\n")
    d.w("Stoma: {stype} - {proc} ({d_op})\n")
    d.t("\n" + K.HO_DEF + "\n")
    d.t("Current output: %d mL/24h; %s.\n" % (rng.randrange(1500, 3400, 50), p["output"]))
    d.t("\nOUTPUT CHART (last days)\nDate       Oral in   Stoma out   Urine\n")
    day = phi.add_days(c.dates["visit"], -rng.randrange(3, 6))
    for _ in range(rng.randrange(3, 6)):
        d.p(phi.fmt_short(rng, day, cn), "DATE")
        d.t("   %5d     %5d      %4d\n" % (rng.randrange(1500, 3500, 50),
                                           rng.randrange(1200, 3600, 50),
                                           rng.randrange(400, 1500, 50)))
        day = phi.add_days(day, 1)
    d.w("\nBloods {d_prev}:\n")
    d.t(K.lab_table(rng, cn))
    d.t("\nPLAN\n")
    for i, x in enumerate(rng.sample(K.HO_PLAN, rng.randrange(5, 9)), 1):
        d.t("%d. %s\n" % (i, x))
    d.w("\nDietitian: {diet} - " + rng.choice(["low-fibre, high-salt advice given",
                                              "oral nutritional supplements started",
                                              "consider PN if wt loss >10% - discussed with "
                                              "nutrition team"]) + "\n")
    d.w("Weight: %.1f kg on {s_visit}\n" % (rng.randrange(450, 1000) / 10))
    if rng.random() < .5:
        d.w("Patient's own output-monitoring device (smart bag sensor) SN {dev} paired to "
            "app; readings shared with team.\n")
    if rng.random() < .2:
        d.w("Note: clinic closed over {holiday} - extra loperamide supplied.\n")
    d.w("\nPatient understands: " + rng.choice([
        "{pt_first} repeated back the fluid plan",
        "taught with {fam_rel} {fam}, leaflet given",
        "needs reinforcement - memory poor, {fam_rel} to supervise"]) + ".\n")
    d.w("\nWHO TO CONTACT\n" + team(c) + ": {ph_team} (Mon-Fri 08:00-16:00)\n")
    d.w("Out of hours: " + rng.choice(["ED at {hosp}", "on-call surgical registrar via "
                                       "switchboard {ph_gp}", "111 / " + gpw(c)]) + "\n")
    d.w("If signs of dehydration (thirst, dizziness, dark urine, cramps) do not wait - "
        "seek help same day.\n")
    d.w("\nPlan agreed by {cons} (consultant), {cns} (" + role(c) + "), {diet} (dietitian)\n")
    signature(d, c)
    footer(d, c)
    return d
