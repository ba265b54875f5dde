"""Genres: family meeting minutes; weekend leave record."""
import datetime as dt

import blocks
import clinical
import fx
import ids
import people


def interpreter(c):
    p = people.Person(c.rng, c.cc, c.rng.choice("MF"), "DOCTOR")
    return p


def family_meeting(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    blocks.letterhead(n, c, rng.choice(["Family Meeting Minutes", "Minutes of Family Meeting",
                                        "Family Conference - Minutes", "MDT / Family Meeting Record"]))
    h0 = rng.randint(10, 15)
    n.line("Date: {d_note}   Time: %d:%02d - %d:%02d" % (h0, rng.choice([0, 30]), h0 + 1, rng.choice([0, 10, 30, 45])))
    n.line("Venue: " + rng.choice(["Family Room, {ward}", "Meeting Room {mtg_room}, {building}",
                                    "Quiet Room, {ward}", "hybrid - Meeting Room {mtg_room} and video link {vl}"]),
           vl=("https://meet.%s/r/%s" % (c.dom, ids.letters(rng, 3).lower() + ids.digits(rng, 4)), "URL"))
    n.line("Patient: {pt_full}, {age} years, MRN {mrn}")
    n.line("")
    n.line("Attendees:")
    n.line("  {pt_first} (patient) - " + rng.choice(["present throughout", "present for first 20 minutes (fatigue)",
                                                      "declined to attend; views sought beforehand"]))
    n.line("  {nok_full} ({nok_rel})")
    n.line("  {rel2_full} ({rel2_rel})")
    if rng.random() < 0.5:
        n.line("  {rel3_full} ({rel3_rel}) - by phone" + (" from {ab}" if rng.random() < 0.5 else ""),
               ab=c.country_of(rng.choice(["Australia", "Canada", "Poland", "India", "the Philippines", "Spain",
                                           "New Zealand", "Germany", "Scotland", "Nigeria", "Ireland", "Samoa"])))
    n.line("  {cons_name} - " + c["cons_obj"].role + " (chair)")
    n.line("  {physio_full} - " + c["physio_obj"].role)
    n.line("  {ot_full} - " + c["ot_obj"].role)
    n.line("  {sw_full} - " + c["sw_obj"].role)
    if rng.random() < 0.5:
        n.line("  {nurse_full} - " + c["nurse_obj"].role)
    if c.lang and rng.random() < 0.8:
        ip = interpreter(c)
        n.line("  {i} - %s interpreter (booked via language line, job no. {j})" % c.lang,
               i=ip.full(), j=(ids.idnum(rng, "INT"), "IDNUM"))
    if rng.random() < 0.5:
        n.line("Apologies: {slt_full}, {psych_dr}")
    n.line("")
    n.line("1. Purpose")
    n.line("To update the family on progress, hear {pt_first}'s wishes and plan for discharge.")
    n.line("")
    n.line("2. Medical update ({cons_dr})")
    n.line(pr["dx_short"] + " on {d_inj}. " + rng.choice([
        "Medically stable. BP controlled. No further seizures since {sz}.",
        "Repeat CT on {sz} unchanged. Shunt functioning.",
        "Treated for a chest infection on {sz}; now resolved.",
        "Stable; secondary prevention optimised."]), sz=c.D(c.after("adm", rng.randint(2, 14))))
    n.line("")
    n.line("3. Therapy update")
    n.line("- Mobility ({physio_first}): " + rng.choice(["walking 20 m with quad stick and assistance of 1",
                                                       "transferring with Sara Stedy", "independent indoors with Rollator",
                                                       "wheelchair for distances"]) + ". Berg %d/56." % pr["berg"][1])
    n.line("- Personal care ({ot_first}): " + rng.choice(["needs help with lower body dressing",
                                                       "washing at sink with supervision", "independent in self-care",
                                                       "assistance of 2 for showering"]) + ".")
    if pr["aphasia"] or pr["memory"]:
        n.line("- Communication/cognition: " + rng.choice(["word-finding difficulties persist",
                                                          "needs prompting to recall daily plan",
                                                          "poor insight into safety"]) + ".")
    n.line("")
    n.line("4. {pt_first}'s views")
    n.line(rng.choice(["\"I just want to go home.\"", "\"I don't want to be a burden on {nok_first}.\"",
                       "Wishes to return to {street} and is clear {he} does not want a care home.",
                       "Would consider respite at {carehome} for a few weeks.",
                       "Wants to be home for {grandchild}'s birthday on {bd}."]),
           grandchild=[(c.rng.choice(["Mia", "Leo", "Ava", "Noah", "Aria", "Kai", "Isla", "Ethan", "Zara"]), "FAMILY")],
           bd=c.D(c.after("note", rng.randint(10, 60))))
    n.line("")
    n.line("5. Family views and concerns")
    nok = c["nok_obj"]
    job = c["nok_job"]
    if job:
        n.line("{nok_first} works as a {nj} and is worried about managing " + rng.choice(["night shifts", "full-time hours",
                                                                                         "the commute"]) + " alongside caring.",
               nj=job)
    else:
        n.line("{nok_first} is worried about lifting and night-time toileting.")
    n.line("{rel2_first} asked " + rng.choice(["whether further recovery is expected after discharge.",
                                               "about driving and the car ({plate}) - advised it should not be used by {pt_first}.",
                                               "about benefits; {sw_first} to advise.",
                                               "if {pt_first} could go to {rel2_rel}'s house in {c2} instead."]),
           c2=(c.place()[0], "CITY"))
    n.line("")
    n.line("6. Discharge planning")
    n.line("EDD {d_dc}. Options discussed:")
    n.line("  a) home with package of care (%s calls/day) from {agency}" % rng.choice(["2", "3", "4", "QDS double-handed"]))
    n.line("  b) interim placement at {carehome}")
    n.line("  c) " + rng.choice(["community rehab with {comm}", "Early Supported Discharge", "slow-stream rehab bed"]))
    n.line("Home visit to {street}, {city} booked for {hv}.", hv=c.Dwd(c.after("note", rng.randint(3, 10))))
    if rng.random() < 0.5:
        n.line("Funding: " + rng.choice(clinical.PUBLIC_BODIES[cc]) + " application in progress (ref {idnum}).")
    n.line("")
    n.line("Actions")
    n.line("%-52s %-8s %s" % ("Action", "Who", "By"))
    acts = ["Book home visit and equipment", "Carer's assessment for family", "Send minutes to family",
            "Arrange weekend leave", "REFER", "Confirm care agency start date",
            "Update GP", "Continence review"]
    who = ["ot", "sw", "ta", "nurse", "physio", "cons"]
    for a in rng.sample(acts, 4):
        k = rng.choice(who)
        if a == "REFER":
            first = ["Refer to ", c["comm"], " " * max(1, 44 - len(c["comm"][0]))]
        else:
            first = "%-52s " % a
        n.add(first)
        n.line("{w}{pad} {b}", w=c[k + "_ini"], pad=" " * max(1, 8 - len(c[k + "_obj"].ini()[0][0])),
               b=c.Dshort(c.after("note", rng.randint(2, 14))))
    n.line("")
    n.line("Next meeting: {nm} or sooner if needed.", nm=c.D(c.after("note", rng.randint(10, 21))))
    n.line("Minutes: {ta_full}. Sent to {nok_email} with {pt_first}'s consent.")
    blocks.footer(n, c)


def weekend_leave(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    blocks.letterhead(n, c, rng.choice(["Weekend Leave Record", "Therapeutic Home Leave - Record and Risk Assessment",
                                        "Leave of Absence Form (Weekend)", "Overnight/Weekend Leave Record"]))
    blocks.id_block(n, c, addr=False, bed=True)
    note = c.dates["note"]
    fri = note + dt.timedelta(days=(4 - note.weekday()) % 7)
    sun = fri + dt.timedelta(days=2)
    sat = fri + dt.timedelta(days=1)
    n.line("Leave no.: %d   Type: %s" % (rng.randint(1, 4), rng.choice(["weekend (2 nights)", "weekend - Fri to Sun",
                                                                        "graded weekend leave (2 nights)"])))
    n.line("Departure: {a} at %02d:%02d" % (rng.randint(10, 17), rng.choice([0, 15, 30])), a=c.Dwd(fri))
    n.line("Expected return: {b} by %02d:00" % rng.randint(16, 19), b=c.Dwd(sun))
    if rng.random() < 0.6:
        n.line("Address during leave: {addr} (own home)")
    else:
        pl = c.place()
        n.line("Address during leave: {rel2_rel}'s home - {s2}, {c2} {z2}",
               s2=(c.street(), "STREET"), c2=(pl[0], "CITY"), z2=(pl[2], "ZIP"))
    n.line("Responsible adult: {nok_full} ({nok_rel}), mobile {nok_phone}")
    n.line("Alternative contact: {rel2_full} ({rel2_rel}) {rel2_phone}")
    n.line("Transport: " + rng.choice(["{nok_first}'s car, registration {plate}", "family car ({plate}) - blue badge displayed",
                                        "wheelchair-accessible taxi, booking ref {idnum}",
                                        "{rel2_first} driving, vehicle {plate}"]))
    n.line("Leave approved by: {cons_dr} on {ap}", ap=c.D(note - dt.timedelta(days=rng.randint(1, 4))))
    n.line("")
    n.line("PRE-LEAVE CHECKLIST")
    n.line("[x] Carer training: {nok_first} shown " + rng.choice(["car transfer", "stand-pivot transfer", "stairs with rail",
                                                                 "wheelchair brakes and footplates"]) +
           " by {physio_full} on {tr}", tr=c.D(note - dt.timedelta(days=rng.randint(1, 5))))
    n.line("[x] Equipment: " + fx.join_en(rng.sample(["wheelchair", "commode", "urinal", "bath board", "perching stool",
                                                       "Rollator", "raised toilet seat", "slide sheet"], 3)) +
           (" - wheelchair serial {serial}" if rng.random() < 0.5 else ""))
    n.line("[x] Medications for leave dispensed (pharmacy ref {idnum}), checked by {nurse_full} and {nurse2_full}:")
    for m in pr["meds"][:rng.randint(3, 5)]:
        n.line("      " + m)
    n.line("[x] " + rng.choice(["Swallow plan given: " + rng.choice(["IDDSI 6", "IDDSI 7", "IDDSI 5"]) + "; thickener supplied.",
                                "Seizure plan: if seizure > 5 min give buccal midazolam 10 mg and call ambulance.",
                                "Falls advice leaflet given.", "Continence products supplied."]))
    n.line("[x] Ward number given: {unit_phone} (24 h)")
    if rng.random() < 0.4:
        n.line("[x] Sign-out at ward kiosk - " + rng.choice(["biometric ID", "fingerprint ID", "palm-vein ref"]) + " {bioid}")
    n.line("")
    n.line("Goals for leave: " + rng.choice([
        "test toileting at night with {nok_first}; try the stairs once each day.",
        "attend " + rng.choice(["a family lunch", "church at {club}", "grandchild's football"]) + " on {sat}.",
        "practise making a hot drink at home with supervision.",
        "rest; assess fatigue over a full day at home."]), sat=c.Dwd(sat))
    n.line("Signed out by: {nurse2_full}, " + c["nurse2_obj"].role)
    n.line("")
    n.line("---- ON RETURN ----")
    n.line("Returned: {r} at %02d:%02d, accompanied by {nok_first}." % (rng.randint(15, 19), rng.choice([5, 20, 40, 55])),
           r=c.Dwd(sun))
    out = rng.randrange(4)
    if out == 0:
        n.line("Leave went well. {pt_first} managed stairs twice with {nok_first}; slept well. No incidents.")
    elif out == 1:
        n.line("Fall on {sat} evening on the way to the toilet - lowered to floor by {nok_first}, no injury. "
               "Incident report {ir}. Physio to review night-time mobility.", sat=c.Dwd(sat),
               ir=(ids.idnum(rng, "IR"), "IDNUM"))
    elif out == 2:
        n.line("Returned early on {sat} - {nok_first} unable to manage transfers. Debrief with OT booked.", sat=c.Dwd(sat))
    else:
        n.line("Mostly positive. Missed one dose of " + pr["meds"][0].split()[0] + " on {sat}; {nok_first} rang the ward for advice.",
               sat=c.Dwd(sat))
    n.line("Family feedback: " + rng.choice(["\"Better than we expected.\"", "\"Exhausting but worth it.\"",
                                             "{nok_first} feels more confident.", "{rel2_first} would like more training first."]))
    n.line("Skin check on return: " + rng.choice(["intact", "redness sacrum, blanching", "small graze L shin"]) + ".")
    n.line("Completed by: {nurse_full}, " + c["nurse_obj"].role)
    if rng.random() < 0.3:
        n.line(blocks.hardneg(c))
    blocks.footer(n, c)
