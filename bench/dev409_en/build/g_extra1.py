"""Own genres: driving assessment report; telerehabilitation review."""
import blocks
import clinical
import fx
import ids
import people

CARS = ["Toyota Corolla automatic", "Ford Focus automatic", "Hyundai i30 automatic", "Mazda 3 automatic",
        "Honda Civic automatic", "VW Golf DSG", "Kia Ceed automatic", "Subaru Impreza CVT"]
DRIVE_CENTRE = ["Mobility & Driving Assessment Centre", "Driver Rehabilitation Service", "Regional Driving Assessment Centre",
                "Adaptive Driving Clinic"]


def driving(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    centre = "%s %s" % (rng.choice(["Kestrel", "Larkspur", "Calderbrook", "Pinecrest", "Oakhurst", "Wrenfield"]),
                        rng.choice(DRIVE_CENTRE))
    n.line("{ctr}", ctr=(centre, "HOSPITAL"))
    n.line("{hosp_addr}   Tel {unit_phone}")
    n.line("")
    n.line(rng.choice(["DRIVING ASSESSMENT REPORT", "On-Road Driving Assessment - Report", "Fitness to Drive: OT Driving Assessment"]))
    n.line("")
    n.line("Client: {pt_full}    DOB: {dob}    Age: {age}")
    n.line("Address: {addr}")
    n.line("Phone: {pt_phone}")
    lic = ids.driver_licence(rng, cc, c.pt.last, c.pt.first)
    n.line("Driver licence no.: {dl}   Class: " + rng.choice(["B", "C", "1", "G", "Full (car)", "C (car)"]) +
           "   Expiry: {ex}", dl=(lic, "LICENSE"), ex=c.D(c.after("note", rng.randint(200, 2500))))
    n.line("Licensing authority: " + rng.choice(clinical.LICENSING[cc]) + (" - case ref {idnum}" if rng.random() < 0.6 else ""))
    n.line("Referred by: {cons_dr} (" + c["cons_obj"].role + "), {hosp}")
    n.line("Date of assessment: {d_note}    Assessor: {drive_full}; driving instructor {inst}",
           inst=people.Person(rng, cc, rng.choice("MF"), "DOCTOR").full())
    n.line("")
    n.line("MEDICAL BACKGROUND")
    n.line(pr["dx"] + " on {d_inj}. " + rng.choice(["No seizures.", "Single provoked seizure in the acute phase.",
                                                    "On levetiracetam; seizure-free since {sz}."]),
           sz=c.D(c.after("inj", rng.randint(1, 10))))
    n.line("Driving history: licensed since {ls}; " + rng.choice(["no accidents", "one minor collision in {yr}",
                                                                   "drove daily for work as a {job}", "mainly local driving"]) + ".",
           ls=(str(c.dates["dob"].year + rng.randint(17, 25)), "DATE"), yr=(str(c.dates["inj"].year - rng.randint(2, 9)), "DATE"))
    n.line("Own vehicle: " + rng.choice(CARS) + ", registration {plate}" + (", VIN {vin}" if rng.random() < 0.4 else "") + ".",
           vin=(ids.vin(rng), "VEHICLE"))
    n.line("")
    n.line("OFF-ROAD ASSESSMENT")
    n.line("- Vision: acuity %s binocular; fields %s (Esterman)." % (rng.choice(["6/6", "6/9", "6/12"]),
                                                                 rng.choice(["full", "left inferior quadrantanopia",
                                                                             "incomplete right homonymous hemianopia"])))
    n.line("- Stroke Drivers Screening Assessment: " + rng.choice(["pass equation", "fail equation", "borderline"]) + ".")
    n.line("- Trail Making B: %d s. UFOV risk category %d." % (rng.randint(60, 240), rng.randint(1, 5)))
    n.line("- Rookwood Driving Battery subtests: " + rng.choice(["within limits", "errors on road-sign recognition",
                                                                   "slowed on Bells cancellation"]) + ".")
    n.line("- Brake reaction time %.2f s (simulator); right leg strength %s." % (rng.uniform(0.45, 1.2),
                                                                                 rng.choice(["4+/5", "5/5", "4/5"])))
    n.line("- Physical: " + rng.choice(["unable to use right foot safely on pedals", "full ROM, good grip both hands",
                                        "left hand grip weak - steering spinner indicated", "independent car transfer"]) + ".")
    n.line("")
    n.line("ON-ROAD ASSESSMENT")
    n.line("Vehicle: dual-controlled " + rng.choice(CARS) + " (centre car, reg {cp}). Duration %d min." % rng.randint(35, 70),
           cp=(ids.plate(rng, cc), "VEHICLE"))
    n.line("Route: residential streets, school zone, " + rng.choice(["dual carriageway", "freeway merge", "highway"]) +
           ", roundabouts, unprotected turns, reverse parking.")
    obs = ["lane drift to the left on bends", "late hazard perception", "missed a give-way sign",
           "appropriate speed throughout", "good mirror use", "hesitant at roundabouts",
           "instructor intervention (dual brake) x%d" % rng.randint(1, 3), "poor gap selection turning across traffic",
           "over-correction when steering one-handed"]
    for o in rng.sample(obs, 4):
        n.line("* " + o)
    n.line("")
    n.line("OUTCOME")
    n.line(rng.choice(["Fit to resume driving - no restrictions.",
                       "Fit to drive with adaptations: automatic transmission, left-foot accelerator, steering spinner.",
                       "Not currently fit to drive. Reassess in 6 months.",
                       "Fit to drive locally, daylight only, conditional licence recommended."]))
    n.line("Report sent to " + rng.choice(clinical.LICENSING[cc]) + " and {gp_dr}. Discussed with {pt_first} and {nok_full} on {d_note}.")
    if rng.random() < 0.3:
        n.line("Reference: " + rng.choice(clinical.GUIDELINES[cc]) + ".")
    blocks.sign(n, c, "drive", lic=True)
    blocks.footer(n, c)


PLATFORM = ["the unit's secure video platform", "hospital video clinic", "telehealth portal", "approved video service"]


def telerehab(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    key = rng.choice(["physio", "ot", "slt"])
    blocks.letterhead(n, c, rng.choice(["Telerehabilitation Review", "Video Consultation - Community Neurorehab",
                                        "Telehealth Therapy Session Note"]), service="Outpatient & Telerehabilitation")
    n.line("Patient: {pt_rev}   DOB: {dob}   MRN: {mrn}")
    sd = c.after("dc", rng.randint(10, 40))
    n.line("Session date: {sd}   Start %02d:%02d   Duration %d min" % (rng.randint(8, 16), rng.choice([0, 15, 30, 45]),
                                                                     rng.randint(25, 60)), sd=c.D(sd))
    n.line("Visit no.: {acct}   Mode: video via " + rng.choice(PLATFORM))
    n.line("Link: {lk}", lk=("https://video.%s/join/%s" % (c.dom, ids.letters(rng, 4).lower() + ids.digits(rng, 5)), "URL"))
    n.line("Clinician: {%s_full}, %s (on site, {hosp})" % (key, c[key + "_obj"].role))
    n.line("Patient location: home - {city}" + (", with {nok_first} ({nok_rel}) assisting" if rng.random() < 0.7 else ""))
    if rng.random() < 0.45:
        n.line("Identity verified by portal voice biometric (template ID {bioid}) and DOB. Verbal consent for video obtained.")
    else:
        n.line("Identity checked (name, DOB, address). Verbal consent for video obtained.")
    n.line("")
    n.line("SINCE DISCHARGE ({d_dc})")
    n.line(rng.choice([
        "Managing at home; carers from {agency} twice daily. One near-fall on {nf}.",
        "Attending {comm} twice weekly. Fatigue main issue; naps 2 h daily.",
        "Back at {club} on {nf} for the first time - tired afterwards but enjoyed it.",
        "Low mood reported by {nok_first}; GP ({gp_dr}) started sertraline on {nf}.",
        "No falls. Walking outdoors to the letterbox daily with stick."]),
        nf=c.D(c.after("dc", rng.randint(2, 9))))
    n.line("")
    n.line("HOME PROGRAMME")
    n.line("App/portal: {pp}  user {pu}  - adherence %d%% over 2 weeks." % rng.randint(30, 95),
           pp=("https://rehab.%s/home-programme" % c.dom, "URL"),
           pu=(c.pt.first[0].lower() + c.pt.last.lower().replace(" ", "").replace("'", "")[:7] + ids.digits(rng, 2), "USERNAME"))
    if rng.random() < 0.6:
        steps = rng.randint(600, 5000)
        if "555" in str(steps):
            steps += 40
        n.line("Activity monitor (wrist), serial {serial}: mean %d steps/day (target %d)." %
               (steps, rng.choice([2000, 3000, 4000, 5000])))
    if key == "slt":
        n.line("Naming practice: %d/40 items; reading short news articles with {nok_first}." % rng.randint(10, 38))
    else:
        n.line("Exercises: sit-to-stand x10, heel raises, " + rng.choice(["step-ups", "reaching in standing", "Theraputty",
                                                                          "Theraband shoulder ER", "marching on the spot"]) + ".")
    n.line("")
    n.line("REMOTE OBSERVATION")
    n.line("- 30 s sit-to-stand: %d reps" % rng.randint(3, 14))
    n.line("- " + rng.choice(["Standing balance eyes closed 10 s with light touch on table",
                              "Gait 5 m in hallway with stick - camera held by {nok_first}",
                              "Upper limb: reach to mouth achieved, grasp of cup with both hands",
                              "Speech intelligible 90% over video; some audio lag"]))
    n.line("Safety: " + rng.choice(["environment clear", "rug in hallway - advised removal", "pet dog underfoot",
                                    "stairs without second rail"]) + ".")
    n.line("")
    n.line("PLAN")
    n.line("- Progress programme; next video session {nx}.", nx=c.Dwd(c.after("dc", rng.randint(45, 70))))
    n.line("- " + rng.choice(["Face-to-face review at {hosp} if falls continue.", "Tablet on loan (asset {serial}) to be returned by {rt}.",
                              "Liaise with {gp_dr} re: mood.", "Email written summary to {nok_email}."]),
           rt=c.D(c.after("dc", 90)))
    if rng.random() < 0.4:
        n.line(blocks.hardneg(c))
    blocks.sign(n, c, key, esign=False)
    n.line("")
    n.line("Audit: session opened by {u} from {ip1}; patient endpoint {ip2}; connection quality " +
           rng.choice(["good", "fair - 2 dropouts", "poor - switched to phone {ph}"]),
           u=c[key + "_user"], ip1=c["ip"], ip2=c["ip"], ph=c["pt_phone"])
