"""Genres: pre-operative siting, post-op stoma review, community home visit."""
import clinical as K
from blocks import mrn_label, banner, signature, footer, team, U, NURSE_LIC, gpw, role
import phi
from phi import Doc

VOW = "aeiouAEIOU"


def aj(c, who="pt"):
    job = c.job if who == "pt" else c.fam_job
    art = "an " if job[0] in VOW or job.startswith(("HGV", "honest")) else "a "
    return [art, (job, "PROFESSION")]


def hhmm(rng, lo=8, hi=18):
    return "%02d:%02d" % (rng.randrange(lo, hi), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def social(d, c):
    rng = c.rng
    k = rng.randrange(4)
    if k == 0:
        d.w("Social: lives with {his} {fam_rel} {fam} ({fam_age}) in a " +
            rng.choice(["2-storey house", "bungalow", "ground-floor flat", "first-floor flat",
                        "farmhouse", "terraced house"]) + " in {city}. ")
        d.t("Works as ")
        d.add(aj(c))
        d.w(" at {employer}" if rng.random() < .6 else "")
        d.t(". " + rng.choice(["Non-smoker.", "Ex-smoker (20 pack-years).", "Smokes 10/day.",
                               "Alcohol 14 u/wk.", "Teetotal."]) + "\n")
    elif k == 1:
        d.w("Occupation: retired ")
        d.add((c.job, "PROFESSION"))
        d.w(". {His} {fam_rel} {fam} is ")
        d.add(aj(c, "fam"))
        d.w(" and will help at home. Originally from {country_o}.\n")
    elif k == 2:
        d.w("SH: {job}, " + rng.choice(["full time", "part time", "self-employed", "on sick leave",
                                         "shift work"]) + ". Lives alone, {fam_rel} {fam_full} nearby "
            "(tel {ph_fam}). Keen " + rng.choice(["swimmer", "golfer", "cyclist", "gardener",
                                                   "walker", "bowls player"]) + ".\n")
    else:
        d.w("Lives in {city} with {fam_rel} ({fam}). Employed by {employer} as ")
        d.add(aj(c))
        d.t(" - heavy lifting involved, discussed hernia prevention and " +
            rng.choice(K.DURATIONS) + " off work.\n")


# ------------------------------------------------------------------ siting
SIT_TITLE = {"UK": ["PRE-OPERATIVE STOMA SITING & COUNSELLING", "Stoma Care - Pre-op Assessment",
                    "Colorectal CNS: pre-op stoma siting"],
             "US": ["WOC Nursing Consult: Pre-operative Ostomy Site Marking",
                    "PREOP STOMA MARKING - WOC RN"],
             "AU": ["Stomal Therapy - Pre-operative Counselling and Siting",
                    "STN PRE-OP SITING"],
             "CA": ["NSWOC Pre-operative Stoma Marking", "ET Nursing - Preop Siting Consult"]}


def preop_siting(c):
    rng, d, cn = c.rng, Doc(c), c.country
    d.t(rng.choice(SIT_TITLE[cn]) + "\n")
    style = rng.randrange(3)
    if style == 0:
        d.w("{hosp} - " + team(c) + "\n\n")
        banner(d, c)
        d.w("\nDate seen: {d_visit}  " + hhmm(rng) + "   Location: " +
            rng.choice(["Pre-op Assessment Clinic, room ", "Stoma clinic, room ",
                        "Colorectal OPD room "]))
        d.w("{room}\n")
        d.w("Consultant: {cons}    Planned: {proc}\nProvisional date of surgery: {d_next}\n")
        d.w("Diagnosis: {dx} (diagnosed {my_dx})\n")
        d.t("PMH: " + K.pmh_list(rng, rng.randrange(2, 5)) + "\n")
        if rng.random() < .45:
            d.w("Implanted device: " + rng.choice(["dual-chamber pacemaker", "ICD",
                                                   "spinal cord stimulator", "insulin pump"]) +
                " SN {dev} - " + rng.choice(["check with cardiac physiology re diathermy",
                                             "position L chest, not affecting siting",
                                             "noted for theatre"]) + "\n")
        d.t("Medication:\n" + K.med_lines(rng, rng.randrange(2, 5), "  * "))
        social(d, c)
        d.w("Accompanied by: {fam_rel} {fam_full}\n")
    elif style == 1:
        d.w("Date: {d_visit}\nPt: {pt_lf}  " + mrn_label(c) + " {mrn}\n")
        d.w("\nS: {age} yo {sexw} referred by {cons} for pre-op marking prior to {proc} "
            "for {dx}. Surgery booked {d_next} at {hosp}. ")
        d.w("Pt attended with {his} {fam_rel}, {fam}. " + rng.choice([
            "Has watched the ostomy education video and read the booklet.",
            "Anxious about body image; questions answered.",
            "Previous experience - {his} brother had a colostomy.",
            "Good understanding of planned surgery."]) + "\n")
        d.t("PMH: " + K.pmh_list(rng) + ". " + K.cap(rng.choice(K.DEXTERITY)) + ".\n")
        social(d, c)
    else:
        d.w("{d_visit} " + hhmm(rng) + " - pre-op siting & counselling, " +
            rng.choice(["clinic", "home visit", "ward (inpatient)", "pre-assessment"]) + "\n")
        d.w("{pt_ts}, {age}{sex1}, {dx}. For {proc} under {cons} on {s_next}.\n")
        if rng.random() < .5:
            d.w("Hosp no {mrn}; " + ("NHS " if cn == "UK" else "Medicare " if cn == "AU"
                                     else "HCN " if cn == "CA" else "Ins ") + "{hp}.\n")
        social(d, c)
    # body common
    d.t("\nAbdominal assessment (supine, sitting, standing, bending):\n")
    for a in K.pick(rng, K.ABD, rng.randrange(2, 4)):
        d.t("- " + a + "\n")
    d.t("- Dexterity/vision: " + rng.choice(K.DEXTERITY) + "\n")
    p = c.prof
    d.t("\nSite(s) marked:\n")
    d.t("1. Primary: %s, within rectus sheath, %d cm from umbilicus, on the summit of the "
        "infra-umbilical fat bulge; visible to patient when sitting.\n" %
        (p["site"], rng.choice([4, 5, 6, 7])))
    if rng.random() < .7:
        d.t("2. Alternative: %s (in case of %s).\n" % (
            "LIF" if p["site"] != "LIF" else "RIF",
            rng.choice(["end colostomy", "ileostomy", "change of plan intra-op",
                        "loop transverse colostomy"])))
    d.t("Marked with surgical skin marker and covered with transparent film dressing. "
        "Patient asked not to scrub site.\n")
    d.t("\nEducation: " + ", ".join(K.pick(rng, K.EDU, rng.randrange(3, 6))) + ".\n")
    d.t("Samples given: " + p["product"] + "; " + rng.choice(K.PRODUCTS["acc"]) + ".\n")
    if rng.random() < .5:
        d.w("Support: details of {group} given ({url_group}).\n")
    if cn == "US" and rng.random() < .6:
        d.w("Two patient identifiers verified (name/DOB {dob}); PatientSecure palm-vein "
            "ID {bio}.\n", dob=c.r("d_dob"))
    if cn in ("UK", "AU") and rng.random() < .3:
        d.w("Carbohydrate drinks x4 given for ERAS. Pre-op bloods sent - lab no. {req}.\n")
    d.t("\nPlan:\n")
    d.w("- Theatre list {d_next}; ward stoma review POD1-2\n")
    d.w("- Contact " + team(c) + " on {ph_team} with any questions" +
        (" or email {email_team}" if rng.random() < .5 else "") + "\n")
    if rng.random() < .4:
        d.w("- Letter to " + gpw(c) + " ({gp}, {gp_prac})\n")
    for x in rng.sample(K.PREOP_NEG, rng.randrange(0, 3)):
        d.t(x + "\n")
    signature(d, c)
    footer(d, c)
    return d


# ------------------------------------------------------------------ post-op
def postop_review(c):
    rng, d, cn, p = c.rng, Doc(c), c.country, c.prof
    n = rng.randrange(2, 5)
    pod = rng.randrange(1, 3)
    c.dates["op"] = phi.add_days(c.dates["visit"], -n * pod)
    c.dates["dis"] = phi.add_days(c.dates["visit"], rng.randrange(1, 5))
    head = rng.choice(["STOMA CARE - WARD REVIEW", "Post-operative stoma review",
                       "CNS stoma review (inpatient)", "WOC RN Follow-up: New Ostomy",
                       "Stomal Therapy inpatient review", "ET NURSING PROGRESS NOTE"])
    d.t(head + "\n")
    if rng.random() < .5:
        d.w("{hosp} / {ward}, bed {bed}\n")
    else:
        d.w("Location: {ward} - Bay {bay}, bed {bed}   (" + mrn_label(c) + " {mrn})\n")
    d.w("Patient: {pt_caps}   DOB {dob}   Consultant: {cons}\n", dob=c.r("d_dob"))
    d.w("Operation: {proc} on {d_op}\n")
    if cn in ("US", "CA") and rng.random() < .4:
        d.w("Two-identifier check + palm-vein scan ({bio}) before each teaching session.\n")
    day = c.dates["op"]
    for i in range(n):
        day = phi.add_days(day, pod)
        d.t("\n")
        d.p(phi.fmt_date(rng, day, cn), "DATE")
        d.t(" " + hhmm(rng) + "  (POD %d)\n" % ((day - c.dates["op"]).days))
        k = rng.randrange(3)
        if k == 0:
            d.t(K.stoma_exam_text(rng, p) + "\n")
            d.t("Appliance: " + p["product"] + ", changed today. " +
                rng.choice(["Template cut", "Template updated", "Measured"]) + " at " +
                p["size"] + ".\n")
            d.w("{pt_first} " + rng.choice(["watched the change", "emptied pouch with prompting",
                                            "emptied independently x2", "did the full change "
                                            "with supervision", "not yet ready to look at stoma"]) +
                ". {fam_rel} {fam} present" + rng.choice([" and keen to learn.", ".",
                                                          ", asked about diet."]) + "\n")
        elif k == 1:
            d.t("S: " + rng.choice(["sore ++ at wound", "feels bloated", "no nausea today",
                                    "slept poorly", "wants to go home"]) + ". ")
            d.t("O: " + rng.choice(K.STOMA_LOOK) + ", " + rng.choice(K.MCJ) + ". Output " +
                rng.choice(["150", "400", "800", "1200", "1650", "2100"]) + " mL/24h, " +
                p["output"] + ".\n")
            d.t("A: " + rng.choice(["progressing well", "early high output", "ileus - NG in situ",
                                    "skin breakdown under flange", "adjusting psychologically"]) +
                ". P: " + rng.choice(["continue teaching", "start loperamide 2 mg QDS",
                                      "change to soft convex", "repeat U&E/Mg tomorrow",
                                      "refer to dietitian"]) + ".\n")
            for x in K.negatives(rng, 1):
                d.t(x + "\n")
        else:
            d.w("Seen with {reg} on ward round. " + rng.choice(K.negatives(rng, 3)) + " ")
            d.t("Stoma " + rng.choice(K.STOMA_LOOK) + ". " + K.cap(rng.choice(K.SKIN)) +
                ". ")
            d.w("Discussed with {pt_first} ")
            d.t(", ".join(K.pick(rng, K.EDU, 2)) + ".\n")
        d.w("- {cns}" + rng.choice([" (" + role(c) + ")", ", " + role(c), " bleep ", ""]))
        if d.parts[-1].endswith("bleep "):
            d.w("{bleep}")
        d.t("\n")
    d.t("\nDischarge planning:\n")
    d.w("- Supplies: 10 x " + p["product"].split(",")[0] + " + accessories; prescription "
        "request to {gp_prac}\n")
    d.w("- Registered with {sup} (cust no. {sup_acct}), tel {ph_sup}\n")
    if rng.random() < .5:
        d.w("- Community referral: {dn}, district nursing team, {ph_dn}\n")
    d.w("- First clinic follow-up {d_next}" + (" at {hosp2}" if rng.random() < .3 else "") +
        "\n")
    if rng.random() < .3:
        d.w("- {fam_rel} to collect; home address confirmed {street}, {city}\n")
    signature(d, c)
    footer(d, c)
    return d


# ------------------------------------------------------------------ home visit
def community_visit(c):
    rng, d, cn, p = c.rng, Doc(c), c.country, c.prof
    d.t(rng.choice(["COMMUNITY STOMA CARE - HOME VISIT", "Home visit (stoma CNS)",
                    "Community Stomal Therapy Visit", "HOME HEALTH OSTOMY VISIT NOTE",
                    "Domiciliary visit - stoma review"]) + "\n")
    d.w("Visit date: {d_visit}   Arrived " + hhmm(rng) + " / left " + hhmm(rng, 12, 19) + "\n")
    if rng.random() < .5:
        d.w("Patient: {pt_full}   DOB {dob}   " + rng.choice(["NHS", "Medicare", "ID", "MRN"]) +
            " {hp}\n", dob=c.r("d_dob"))
    else:
        d.add(U(c.r("pt_caps")))
        d.w("  ({age})  " + mrn_label(c) + " {mrn}\n")
    if rng.random() < .3:
        d.w("Address: {care_home}, {street}, {city} {zip} (room {room})\n")
    else:
        d.w("Address: {addr1}\n")
    d.w("Access: " + rng.choice(["key safe by front door, code 1947 (given by {fam_rel})",
                                 "ring bell, {fam_rel} answers", "side gate - dog in garden",
                                 "2nd floor, lift broken; buzzer flat 6"]) + "\n")
    if rng.random() < .6:
        d.w(rng.choice(["Parking: visited in pool car {veh}, parked on drive.",
                        "Pt's car {veh} on drive - advised not to drive until " +
                        rng.choice(["6/52", "4-6 weeks", "cleared by surgeon"]) + ".",
                        "Blue Badge discussed; vehicle reg {veh} added to application.",
                        "Transport: community car scheme vehicle {veh} booked for clinic.",
                        "Adapted car (VIN {vin}) on drive - hand controls; pt keen to drive "
                        "again."]) +
            "\n")
    if c.pt.nick and rng.random() < .7:
        d.w("Prefers to be called {pt_nick}. ")
    d.w("Present: {pt_first}, {fam_rel} {fam}" + (" ({fam_age})" if rng.random() < .4 else "") +
        "\nGP: {gp}, {gp_prac} (tel {ph_gp})\n")
    d.w("\nBackground: {age} y/o, {proc} for {dx} on {d_op} at {hosp}. Discharged {d_dis}.\n")
    d.t("\nReason for visit: " + rng.choice(["routine 10-day post-discharge review",
                                             "leakage x3 this week", "sore skin",
                                             "review after telephone call", "6-week review",
                                             "family struggling with changes",
                                             "output concerns"]) + "\n")
    d.t("\nAssessment:\n")
    if rng.random() < .3:
        d.w("[copied from previous entry {d_prev} - {cns2}]\n" + K.stoma_exam_text(rng, p) +
            "\n[end copy]\nToday: ")
    d.t(K.stoma_exam_text(rng, p) + "\n")
    d.t("Appliance in use: " + p["product"] + "; wear time " + rng.choice(
        ["24h", "2 days", "1-2 days", "<12h (leaks)", "3 days"]) + ".\n")
    d.t("Diet/fluids: " + rng.choice(["eating small regular meals", "poor appetite, Fortisip BD",
                                      "drinking 2-3 L/day", "avoiding fruit/veg - advised to "
                                      "reintroduce gradually"]) + ". Weight " +
        "%.1f kg. " % (rng.randrange(480, 1150) / 10) + rng.choice(K.SCORES) + ".\n")
    if rng.random() < .5:
        d.w("Mood: " + rng.choice(["low, tearful discussing body image",
                                   "positive, back out walking the dog", "coping well",
                                   "worried about returning to work as "]))
        if d.parts[-1].endswith("as "):
            d.add(aj(c)[1])
        d.t(".\n")
    if rng.random() < .25:
        d.w("Family visiting from {country_o} over {holiday}; {pt_first} anxious about "
            "eating out.\n")
    d.t("\nAction:\n- " + rng.choice(K.ADVICE) + "\n- " + rng.choice(K.ADVICE) + "\n")
    if rng.random() < .3:
        d.w("Equipment in home: " + rng.choice(["oxygen concentrator", "pressure-relieving "
                                                "mattress", "profiling bed", "infusion pump"]) +
            " SN {dev}" + rng.choice([" - checked", " (loan)", ""]) + "\n")
    if rng.random() < .5:
        d.w("- Prescription amended; request faxed to {gp_prac} ({fax_gp})\n")
    if rng.random() < .35:
        d.w("- {fam} shown how to change appliance; they " +
            rng.choice(["was confident", "needs another session", "declined"]) + "\n")
    d.w("- Next visit: {d_next}" + (" (joint with DN {dn})" if rng.random() < .4 else "") + "\n")
    d.w("- Patient has team number {ph_team}\n")
    if rng.random() < .25:
        d.w("Mileage claim 23 miles; visit ref {acct}\n")
    signature(d, c)
    footer(d, c, .5)
    return d
