"""Genres: OT home access visit report, fitness-for-work / certificate of capacity."""
import clin as C
import phi as H
from common import (addr_inline, addr_block, audit, banner, hosp_addr, new_ctx, sign, tm, uk, v)

UK_HOUSING = ["Moorland Homes Housing Association", "Calder Valley Housing Trust", "Wyvern Homes"]
AU_HOUSING = ["Coastal Community Housing", "Bayside Housing Co-op", "Redgum Housing Ltd"]
ROOMS = [
    ("Access", ["3 steps to front door, no rail - rail fitted by handyperson", "level access via back door",
                "ramp in place", "2 steps, half-step fitted", "12 internal stairs, rail L side only"]),
    ("Bathroom", ["bath with overbath shower - bath board + seat issued", "level-access wet room",
                  "shower cubicle, 15 cm lip, grab rail advised", "bath only, pt unable to step in - strip wash for now"]),
    ("Toilet", ["RTS + frame issued", "toilet height 43 cm - RTS 4 inch", "downstairs WC available",
                "commode for night use (upstairs bathroom)"]),
    ("Bedroom", ["bed height 48 cm, bed lever fitted", "furniture raisers issued", "bed moved downstairs",
                 "profiling bed delivered"]),
    ("Kitchen", ["perching stool, kitchen trolley", "kettle tipper", "managed hot drink with trolley",
                 "microwave meals, family to shop"]),
    ("Lounge", ["chair raisers x4", "high-seat chair from family", "rugs removed (trip hazard)",
                "cables secured"]),
]


def ot_home_visit(rng, country):
    c = new_ctx(rng, country, rng.choice(C.INPATIENT))
    d = H.Doc(rng, 0.05)
    d.f(rng.choice(["OCCUPATIONAL THERAPY - HOME ACCESS VISIT\n", "OT Home Visit Report\n",
                    "Occupational Therapy Pre-discharge Home Assessment\n"]), c)
    d.f("{hosp_s} Therapies  Tel {hosp_tel2}\n", c)
    banner(d, c)
    d.f("Visit date: {d_dis} %s   Ward: {ward}\n" % tm(rng), c)
    d.t("Address visited:\n")
    addr_block(d, c)
    tenure = rng.randrange(3)
    if tenure == 0:
        d.t("Tenure: rented from ")
        d.p(rng.choice(UK_HOUSING if uk(c) else AU_HOUSING), "ORGANIZATION")
        d.t("\n")
    elif tenure == 1:
        d.t("Tenure: owner-occupier\n")
    else:
        d.f("Tenure: lives with {nokrel} in {his} own home\n", c)
    d.f("\nPresent: {pt_f} (patient), {nokrel} {nok}, {ot} (OT)", c)
    if rng.random() < 0.6:
        d.f(", {physio_f} (PT)", c)
    if rng.random() < 0.4:
        d.f(", {sw} (SW)", c)
    d.t("\n")
    d.f("Background: {age}{sexl}, {side} {i_short}; ", c)
    if v(c, "_inj")["op"] != "none":
        d.f("{i_op} {d_op_s}; ", c)
    d.f("{i_wb}. PLOF: %s.\n" % rng.choice(C.MOBILITY), c)
    if v(c, "retired"):
        d.f("Retired {prof}. ", c)
    else:
        d.f("Works as a {prof} ({employer}). ", c)
    d.t(rng.choice(["Pet dog - trip risk. ", "Lives on a farm track, no bus. ", "Church-goer, friends help. ", ""]) + "\n\n")
    d.t("FINDINGS\n")
    for room, opts in C.pick(rng, ROOMS, rng.randint(4, 6)):
        d.t("- %s: %s\n" % (room, rng.choice(opts)))
    d.t("\nEQUIPMENT\n")
    items = C.pick(rng, ["Zimmer frame", "RTS 4in", "toilet frame", "perching stool", "bath board", "bed lever",
                         "helping hand", "long-handled sponge", "sock aid", "kitchen trolley"], rng.randint(3, 6))
    for it in items:
        d.t("- " + it + "\n")
    if rng.random() < 0.6:
        d.f("- Community alarm pendant, unit ID {dev}\n", c)
    if rng.random() < 0.4:
        d.f("- Profiling bed + pressure mattress, asset no {dev2}\n", c)
    if rng.random() < 0.25:
        d.f("- Electric riser-recliner on loan, SN {dev3}\n", c)
    d.f("Delivered by community equipment service; ref {order}\n", c)
    d.t("\nCARE / SOCIAL\n")
    d.f(rng.choice(["POC: {agency} BD (AM/PM) for personal care, start {d_dis_s}\n",
                    "No formal care - {nokrel} staying for 2/52\n", "Reablement team referral\n"]), c)
    if rng.random() < 0.5:
        d.f("Key safe fitted; code given to {agency} and {fam2rel} {fam2} ({fam2_tel}) only\n", c)
    if rng.random() < 0.35:
        d.f("Drives - car {plate} outside; advised not to drive until cleared in FC\n", c)
    if rng.random() < 0.3:
        d.f("{nokrel} {nok_f} works as a {nok_prof}, available evenings\n", c)
    d.t("\nOUTCOME: " + rng.choice(["safe for discharge home with equipment + POC", "not safe - recommend step-down",
                                    "discharge once stairs practised with physio", "24h care needed - MDT meeting"]) + "\n")
    if rng.random() < 0.4:
        d.f("Referral to {unit} (community OT) made {d_dis_s}.\n", c)
    d.t("\n")
    sign(d, c, "ot", rng.choice(["Band 6 OT", "Senior OT", "Occupational Therapist", "OT"]), lic=rng.random() < 0.6)
    if rng.random() < 0.3:
        audit(d, c, "ot")
    return d


def fit_note(rng, country):
    c = new_ctx(rng, country, rng.choice(C.AMBULANT + C.OPERATIVE))
    while v(c, "retired") or v(c, "_age") < 17:
        c = new_ctx(rng, country, rng.choice(C.AMBULANT + C.OPERATIVE))
    d = H.Doc(rng, 0.03)
    if uk(c):
        _uk_fit(rng, c, d)
    else:
        _au_capacity(rng, c, d)
    if rng.random() < 0.4:
        d.t("\nDRIVING\n")
        d.f("{dl_label}: {dl}. ", c)
        d.t(rng.choice(["Advised not to drive in cast/boot. ", "Must inform insurer before driving. ",
                        "Group 2 (HGV) licence - must notify licensing authority. "]))
        if rng.random() < 0.5:
            d.f("Work vehicle reg {plate}.", c)
        d.t("\n")
    if rng.random() < 0.35:
        audit(d, c, rng.choice(["cons", "sho", "sec"]))
    return d


def _uk_fit(rng, c, d):
    d.t(rng.choice(["Statement of Fitness for Work\n", "FIT NOTE (MED3)\n", "Statement of Fitness for Work - hospital issued\n"]))
    d.f("Patient's name: {ptT} {pt}\nDate of birth: {dob}\n", c)
    if rng.random() < 0.75:
        d.f("{ssn_label}: {ssn}\n", c)
    d.f("{mrn_label}: {mrn}\n", c)
    if rng.random() < 0.6:
        d.f("Registered GP: Dr {gp_il}, {gp_prac}\n", c)
    d.f("I assessed your case on: {d_clin}\n", c)
    d.f("and, because of the following condition(s): {side} {i_dx}\n", c)
    fit = rng.random() < 0.5
    d.t("I advise you that:\n[%s] you are not fit for work\n[%s] you may be fit for work taking account of the following advice:\n"
        % (" " if fit else "x", "x" if fit else " "))
    if fit:
        d.t("    [%s] a phased return to work  [x] amended duties  [%s] altered hours  [ ] workplace adaptations\n"
            % (rng.choice(["x", " "]), rng.choice(["x", " "])))
    d.f("Comments: {He} is a {prof} at {employer}. ", c)
    d.t(rng.choice(["No lifting >5 kg with affected limb. ", "Desk-based duties only. ", "No ladders or heights. ",
                    "No driving for work. ", "Unable to weight bear - cannot do site work. "]))
    d.t("\n")
    if rng.random() < 0.5:
        d.f("This will be the case from {d_clin} to {d_fu}\n", c)
    else:
        d.t("This will be the case for %d weeks\n" % rng.choice([2, 4, 6, 8, 12]))
    d.t("I %s need to assess your fitness for work again at the end of this period.\n" % rng.choice(["will", "will not"]))
    d.f("Doctor's signature: {consT} {cons}\nDate of statement: {d_clin}\n", c)
    d.f("Doctor's address: {hosp}, ", c)
    hosp_addr(d, c)
    d.f("\n{lic_label}: {cons_lic}\n", c)
    if rng.random() < 0.4:
        d.f("Copy to employer HR ({employer}) with patient consent; HR contact {fam2}\n", c)


def _au_capacity(rng, c, d):
    d.t(rng.choice(["CERTIFICATE OF CAPACITY\n", "WorkCover Certificate of Capacity\n", "Work Capacity Certificate - Workers Compensation\n"]))
    d.f("Worker: {pt_LF}   DOB: {dob}   Phone: {pt_mob}\nAddress: ", c)
    addr_inline(d, c)
    d.f("\nClaim number: {claim}   Insurer/agent: {wc_insurer}\n", c)
    if rng.random() < 0.6:
        d.f("Employer policy no: {policy}\n", c)
    d.f("Employer: {employer}   Occupation: {prof}\n", c)
    if rng.random() < 0.5:
        d.f("{ssn_label}: {ssn}\n", c)
    d.f("Date of injury: {d_inj}   First seen: {d_clin}\n", c)
    if rng.random() < 0.6:
        d.f("Nominated treating GP: Dr {gp} ({gp_prac}, {gp_tel})\n", c)
    d.f("Diagnosis: {side} {i_dx}\nMechanism: {i_mech} at work\n", c)
    d.t("Capacity:\n")
    r = rng.randrange(3)
    d.t("[%s] fit for pre-injury duties\n[%s] has capacity for some type of employment\n[%s] no current work capacity\n"
        % ("x" if r == 0 else " ", "x" if r == 1 else " ", "x" if r == 2 else " "))
    d.f("Period: from {d_clin} to {d_fu}\n", c)
    if r == 1:
        d.t("Restrictions: " + rng.choice(["lift <5 kg", "seated duties, elevate limb", "no climbing/ladders",
                                           "one-handed tasks only", "max 4 h/day"]) + "\n")
    d.t("Treatment plan: " + rng.choice(["physio 2x/week", "cast 6/52 then hand therapy", "ORIF - post-op rehab",
                                         "boot, review in FC"]) + "\n")
    d.f("Medical practitioner: Dr {cons}   Provider no: {cons_prov}\n", c)
    d.f("Practice: {hosp} Orthopaedic Clinic, ", c)
    hosp_addr(d, c)
    d.f("   Ph {hosp_tel}  Fax {hosp_fax}\n", c)
    d.f("Signature: ________   Date: {d_clin}\n", c)
    if rng.random() < 0.4:
        d.f("Return to work coordinator: {fam2} ({employer}) {fam2_tel}\n", c)
