"""Genres: physiotherapy progress report; occupational therapy kitchen assessment."""
import blocks
import clinical
import fx

INTERVENTIONS = [
    "task-specific sit-to-stand practice (5 x 10 reps)", "overground gait training with FES",
    "treadmill training with partial body-weight support", "Lokomat robotic gait training 3x/week",
    "mirror therapy for the affected upper limb", "modified CIMT (mitt 3 h/day)",
    "balance circuit in parallel bars", "MOTOmed active-assisted cycling",
    "stretching programme and positioning chart", "hydrotherapy (pool 34 degrees)",
    "Bobath-informed trunk facilitation", "circuit class with {n} other patients",
    "outdoor mobility on uneven ground and ramps", "stairs practice in the therapy gym",
    "vestibular rehabilitation (Cawthorne-Cooksey exercises)", "Armeo Spring upper limb training",
]


def physio(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    pt_word = "Physical Therapy" if cc == "US" else "Physiotherapy"
    blocks.letterhead(n, c, rng.choice([pt_word + " Progress Report", pt_word + " Interim Report",
                                        pt_word + " - Fortnightly Progress Summary"]))
    blocks.id_block(n, c, addr=rng.random() < 0.3, acct=cc == "US" and rng.random() < 0.7)
    n.line("Report period: {a} - {b}", a=c["d_adm"], b=c["d_note"])
    n.line("Treating therapist: {physio_full}, " + c["physio_obj"].role +
           ("; assisted by {ta_full}" if rng.random() < 0.6 else ""))
    n.line("Sessions attended: %d of %d planned" % (rng.randint(8, 30), rng.randint(30, 34)) +
           rng.choice(["", " (2 missed - fatigue)", " (1 missed - clinic appointment at {acute})",
                       " (3 missed - UTI, see medical notes)"]))
    n.line("Diagnosis: " + pr["dx"])
    n.line("")
    n.line("SUBJECTIVE")
    n.line(rng.choice([
        "{pt} reports legs feel \"heavier in the afternoons\". Sleep poor. Keen to keep working on walking.",
        "{pt} says {his} walking is better but is frightened of falling since the fall on {fall}.",
        "{pt_first} states {he} wants to be walking by the time {nok_first} brings the " +
        ("grandchildren" if c.age >= 55 else "kids" if c.age >= 30 else "dog") + " in on {hol}.",
        "Pain in {side} shoulder 4/10 on movement; night pain settled with positioning.",
        "Motivated; practising exercises with {nok_first} in the evenings.",
    ]), fall=c.Dwd(c.after("adm", rng.randint(1, 10))), side=pr["side_l"],
        hol=[(rng.choice(["Christmas Day", "Easter Sunday", "Mother's Day", "Father's Day", "New Year's Day"]), "DATE")])
    n.line("")
    n.line("OBJECTIVE")
    n.line("%-28s %-12s %-12s" % ("Measure", "Admission", "Current"))
    b0, b1 = pr["berg"]
    n.line("%-28s %-12s %-12s" % ("Berg Balance Scale", "%d/56" % b0, "%d/56" % b1))
    n.line("%-28s %-12s %-12s" % ("Functional Ambulation Cat.", str(pr["fac"][0]), str(pr["fac"][1])))
    n.line("%-28s %-12s %-12s" % ("10MWT (comfortable)", rng.choice(["unable", "0.%02d m/s" % rng.randint(10, 30)]),
                                   "%.2f m/s" % pr["tenmwt"]))
    n.line("%-28s %-12s %-12s" % ("TUG", "unable", "%.1f s" % pr["tug"]))
    if rng.random() < 0.6:
        n.line("%-28s %-12s %-12s" % ("Fugl-Meyer LE", "%d/34" % rng.randint(4, 16), "%d/34" % rng.randint(16, 30)))
    if rng.random() < 0.5:
        n.line("%-28s %-12s %-12s" % ("6MWT", "n/a", "%d m" % rng.randint(60, 320)))
    n.line("%-28s %-12s %-12s" % ("MAS " + pr["side_l"] + " gastrocnemius", rng.choice(["1", "1+"]), pr["mas"]))
    if rng.random() < 0.4:
        n.line("%-28s %-12s %-12s" % ("Rivermead Mobility Index", "%d/15" % rng.randint(1, 5), "%d/15" % rng.randint(6, 13)))
    n.line("")
    n.line("Observation: " + rng.choice([
        "reduced stance time on the affected side, circumduction in swing, hip hitching.",
        "wide-based ataxic gait, reliant on upper limb support; heel-shin test impaired.",
        "knee hyperextension in mid-stance, drop foot corrected with FES.",
        "pushes towards the weaker side when sitting unsupported (Burke Lateropulsion Scale %d)." % rng.randint(4, 12),
        "good sitting balance; standing balance improving; still reaches for furniture.",
    ]))
    n.line("")
    n.line("INTERVENTION")
    for iv in rng.sample(INTERVENTIONS, rng.randint(3, 5)):
        n.line("- " + iv.replace("{n}", str(rng.randint(2, 5))))
    dev = pr["device"]
    if dev and dev[0] == "other" and rng.random() < 0.8:
        n.line("Device: %s, serial {serial}; settings: ramp up 0.2 s, stim 1.8 s, 32 mA." % dev[1])
    elif rng.random() < 0.5:
        n.line("FES trial: Bioness L300 Go loan unit, SN {serial}, issued {iss}; skin checks twice daily.",
               iss=c.D(c.after("adm", rng.randint(3, 20))))
    if rng.random() < 0.5:
        n.line("Orthotics: " + rng.choice(["hinged AFO", "posterior leaf spring AFO", "carbon-fibre AFO"]) +
               " cast {ct}, order no. {idnum}.", ct=c.D(c.after("adm", rng.randint(5, 20))))
    if rng.random() < 0.4:
        n.line("Wheelchair: " + rng.choice(["Invacare Action3", "Quickie Argon", "Küschall Compact"]) +
               " on loan, serial {serial}, via Wheelchair Services (ref {idnum}).")
    n.line("")
    n.line("PROGRESS TOWARDS GOALS")
    for g in rng.sample(["Transfers with %s - " % fx.assist(c), "Indoor walking %d m - " % rng.randint(10, 60),
                         "Stairs - ", "Outdoor mobility - ", "Sit to stand from standard chair - "], 3):
        n.line("* " + g + rng.choice(["achieved (GAS 0)", "partially achieved (GAS -1)", "exceeded (GAS +1)",
                                      "not achieved (GAS -2) - fatigue", "ongoing"]))
    n.line("")
    n.line("PLAN")
    n.line("- Continue 5x/week; progress gait aid from " + rng.choice(["Zimmer frame to quad stick", "Rollator to stick",
                                                                       "hemi-walker to quad stick", "2 to 1 assist"]) + ".")
    n.line("- " + rng.choice(["Teach {nok_first} ({nok_rel}) assisted transfers on {tr}.",
                              "Falls prevention education session for {pt_first} and {nok_first} on {tr}.",
                              "Joint session with OT on {tr} for bathroom transfers."]),
           tr=c.Dwd(c.after("note", rng.randint(2, 9))))
    n.line("- Review Berg and 10MWT on {rv}.", rv=c.D(c.after("note", 14)))
    if rng.random() < 0.3:
        n.line("- " + blocks.hardneg(c))
    blocks.sign(n, c, "physio", esign=rng.random() < 0.5)
    if rng.random() < 0.35:
        n.line("Co-signed: {physio2_full}, " + c["physio2_obj"].role)
    blocks.footer(n, c)


SNACKS = ["cheese on toast", "scrambled eggs on toast", "a turkey sandwich", "beans on toast",
          "a ham and tomato sandwich", "instant noodles", "porridge in the microwave", "a cup of tea and toast",
          "a jacket potato in the microwave", "pancakes from a packet mix"]


def kitchen(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    blocks.letterhead(n, c, rng.choice(["Occupational Therapy Kitchen Assessment", "OT Kitchen Assessment",
                                        "Occupational Therapy - Domestic ADL (Kitchen) Assessment"]),
                      service="Occupational Therapy")
    blocks.id_block(n, c, addr=False, bed=rng.random() < 0.5)
    home = rng.random() < 0.35
    n.line("Date of assessment: {d_note}")
    if home:
        n.line("Setting: patient's own kitchen, {street}, {city} (home visit). Present: {nok_full} ({nok_rel}).")
        n.line("Transport: hospital car; left ward %02d:%02d, returned %02d:%02d." %
               (rng.randint(9, 11), rng.choice([0, 15, 30]), rng.randint(13, 15), rng.choice([0, 15, 45])))
    else:
        n.line("Setting: OT kitchen, {building}, " + rng.choice(["ground floor", "level 1", "therapy corridor"]) + ".")
    n.line("Assessor: {ot_full}, " + c["ot_obj"].role +
           ("; observing: {ot2_full}" if rng.random() < 0.4 else ""))
    n.line("")
    task = rng.choice(SNACKS)
    n.line("Task: prepare a hot drink and " + task + ". Task chosen by {pt_first}, who used to " +
           rng.choice(["cook for the whole family", "make {nok_first} breakfast every morning",
                       "cook on shift as a {job}", "do very little cooking - {nok_first} cooked",
                       "bake for the stall at {club}"]) + ".")
    n.line("Standardised tools: " + rng.choice(["Kettle Test", "AMPS (2 tasks)", "Kettle Test + observation",
                                                 "Executive Function Performance Test (cooking subtest)"]) + ".")
    n.line("")
    n.line("OBSERVATIONS")
    obs = [
        ("Planning", rng.choice(["verbalised steps in order", "needed a written list", "started without gathering items",
                                 "unable to plan - hand-over-hand cues"])),
        ("Gathering items", rng.choice(["missed milk and teaspoon on the left of the worktop",
                                        "located all items", "searched the same cupboard 4 times",
                                        "needed 2 prompts to find the bread"])),
        ("Kettle", rng.choice(["filled at tap, safe pour using kettle tipper", "overfilled; spill - no scald",
                               "switched on without water - prompted", "safe; used one-cup kettle"])),
        ("Hob / grill / toaster", rng.choice(["left grill on after task - prompted", "safe use", "turned wrong ring on",
                                              "used microwave appropriately"])),
        ("Knife / cutting", rng.choice(["Nelson knife and spike board, safe", "rocker knife, slow but safe",
                                        "cut towards self - advised", "declined to use knife"])),
        ("Standing tolerance", rng.choice(["stood 6 min then needed perching stool", "perching stool throughout",
                                           "stood throughout with one hand on worktop", "wheelchair level"])),
        ("Affected upper limb", rng.choice(["used as a stabiliser on Dycem mat", "not used spontaneously",
                                            "functional gross grasp, poor release", "no active movement"])),
        ("Attention / neglect", rng.choice(["left-sided items missed x4", "no neglect observed",
                                            "distracted by conversation in corridor", "needed redirection x2"])),
        ("Safety awareness", rng.choice(["good", "reduced insight into hot surfaces", "impulsive at times",
                                         "checked hob off without prompt"])),
        ("Fatigue", rng.choice(["marked after 20 min", "nil noted", "yawning, slowed after 15 min"])),
    ]
    for k, v in obs:
        n.line("- %-22s %s" % (k + ":", v))
    n.line("")
    if rng.random() < 0.6:
        n.line("Kettle Test: %d/52 (higher = more assistance)." % rng.randint(4, 38))
    else:
        n.line("AMPS: ADL motor %.1f logits, ADL process %.1f logits." % (rng.uniform(-0.5, 2.0), rng.uniform(-0.8, 1.5)))
    n.line("Time taken: %d min (expected ~15)." % rng.randint(14, 55))
    if pr["neglect"] or rng.random() < 0.3:
        n.line("Neglect screen: Star Cancellation Test %d/54; Catherine Bergego Scale %d/30." %
               (rng.randint(20, 54), rng.randint(2, 22)))
    n.line("")
    n.line("SUMMARY")
    n.line("{pt} completed the task with " + rng.choice(["supervision and 3 verbal prompts", "minimal assistance",
                                                          "moderate assistance", "set-up only", "close supervision"]) +
           ". Main barriers: " + fx.join_en(rng.sample(["sequencing", "left inattention", "standing balance", "fatigue",
                                                        "reduced UL function", "impulsivity", "memory"], 2)) + ".")
    if c.pt.last in ("Cook", "Baker", "Rice", "Page", "Potter"):
        n.line("Note: surname noted; {pt_title} enjoys the joke that a " + c.pt.last.lower() +
               " should be good in the kitchen.")
    n.line("")
    n.line("RECOMMENDATIONS")
    recs = ["supervision for hot drinks and cooking at discharge", "kettle tipper and one-cup kettle",
            "perching stool and trolley for carrying", "use microwave rather than hob for now",
            "meals on wheels / frozen meals initially", "prompt card on fridge for hob safety",
            "smoke alarm and gas isolation valve check", "repeat assessment in 2 weeks"]
    for rr in rng.sample(recs, 4):
        n.line("- " + rr)
    if rng.random() < 0.5:
        n.line("- Discuss with {nok_first} at family meeting on {fm}.", fm=c.D(c.after("note", rng.randint(3, 12))))
    if rng.random() < 0.3:
        n.line("- Equipment order sent to {agency}; order ref {idnum}.")
    blocks.sign(n, c, "ot", esign=rng.random() < 0.4)
    blocks.footer(n, c)
