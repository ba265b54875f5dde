"""Genres: vestibular rehab programme, Epley manoeuvre record, audiogram summary."""
import clin as C
import common as K
import frag as F
import locales as L
import pools


def _goal_items(case):
    rng = case.rng
    goals = []
    if not case.retired and rng.random() < 0.8:
        p = case.profession
        goals.append(["Return to work as ", F.article(p), " ", (p, "PROFESSION")] +
                     ([" at ", (case.employer, "ORGANIZATION")] if rng.random() < 0.6 else []) + [" (phased)"])
    else:
        act, ven = rng.choice([("bowls", " Bowls Club"), ("swimming", " Leisure Centre"), ("golf", " Golf Club"),
                               ("line dancing", " Community Hall"), ("aqua aerobics", " Aquatic Centre"),
                               ("volunteering", " Hospice Shop"), ("choir", " Male Voice Choir" if case.pt.sex == "M" else " Community Choir")])
        goals.append(["Resume ", act, " at ", (rng.choice(pools.BIZ_W) + ven, "ORGANIZATION")])
    rel, nm = F.relative_items(case)
    lm = rng.choice(pools.LANDMARKS)
    goals.append(["Walk with ", case.pronoun("p"), " ", rel, " "] + nm + [" to the ", (lm, "LOCATION_OTHER"), " without stopping"])
    fut = L.shift(case.visit, rng.randint(40, 200))
    r = rng.random()
    if r < 0.4:
        _, nm2 = F.relative_items(case, 1, full=False)
        goals.append(["Attend ", rng.choice(["granddaughter ", "son ", "niece ", "friend "])] + nm2 +
                     ["'s wedding on ", case.D(fut)])
    elif r < 0.7:
        c = rng.choice(pools.COUNTRIES_ABROAD)
        art = ""
        if c.startswith("the "):
            art, c = "the ", c[4:]
        goals.append(["Fly to ", art, (c, "COUNTRY"), " in ", (L.month_year(rng, fut), "DATE"), " for a family visit"])
    else:
        goals.append(["Manage supermarket shopping alone"])
    goals.append([rng.choice(["Reduce DHI below 30", "Walk outdoors without a stick", "Drive on the motorway again",
                              "Use a laptop for 1 h without symptoms"])])
    return goals


def rehab_programme(case, nb):
    rng = case.rng
    pt_ = case.clin("physio")
    doc = case.clin("doctor")
    prog = case.sp("programme", "program")
    hosp = case.clinic if case.clinic and rng.random() < 0.6 else case.hosp
    nb.add((hosp, "HOSPITAL"), " - ", rng.choice(["Physiotherapy Department", "Vestibular Rehabilitation Service",
                                                   "Balance Therapy", "Outpatient Neuro Physio"]), "\n")
    progress = rng.random() < 0.35
    title = ("VESTIBULAR REHABILITATION - PROGRESS REVIEW" if progress else
             rng.choice(["VESTIBULAR REHABILITATION %s" % prog.upper(), "Vestibular Rehab: Initial Assessment & Home Exercise %s" % prog.capitalize(),
                         "VRT %s" % prog]))
    nb.add(title, "\n\n")
    K.demo_block(nb, case, rng.choice([["name", "dob", "mrn", "phone"], ["name", "dob", "mrn", "nhs", "addr"],
                                       ["name", "age", "mrn", "plan", "mobile"]]), pad=rng.random() < 0.5)
    nb.add("Referred by: ", K.cname(doc, "dr_full"), " (", rng.choice(["AVM", "ENT", "Neurology", "Falls clinic"]), ") on ",
           case.D(L.shift(case.visit, -rng.randint(14, 90))), "\n")
    nb.add("Diagnosis: ", C.dx_text(case), "\n")
    nb.add("Therapist: ", K.cname(pt_, "full"), ", ", pt_.job, " (", pt_.reg[0], " ", (pt_.reg[1], "LICENSE"), ")\n")
    nb.add("Initial assessment: ", case.D(case.visit), ", ", F.room_items(case), "\n\n")
    nb.add("Subjective\n")
    nb.add(F.age_phrase(case, start=True), ". ", " ".join(C.story(case)), " ", F.social(case), "\n\n")
    nb.add("Patient goals\n")
    for i, g in enumerate(_goal_items(case)):
        nb.add("%d. " % (i + 1), g, "\n")
    nb.add("\nBaseline outcome measures\n")
    d0 = C.dhi(case)
    rows = [("DHI", "%d/100" % d0), ("ABC scale", "%d%%" % rng.randint(30, 80)), ("FGA", "%d/30" % rng.randint(10, 24)),
            ("DGI", "%d/24" % rng.randint(12, 22)), ("TUG", "%.1f s" % rng.uniform(8, 18)), ("5xSTS", "%.1f s" % rng.uniform(10, 22)),
            ("mCTSIB foam/EC", "%d s (fall)" % rng.randint(4, 29)), ("DVA", "loss of %d lines" % rng.randint(1, 6))]
    for k, v in rng.sample(rows, rng.randint(4, 7)):
        nb.add("  %-16s %s\n" % (k, v))
    if progress:
        nb.add("\nReview (session %d of %d) " % (rng.randint(3, 5), rng.randint(6, 8)), case.D(L.shift(case.visit, rng.randint(28, 70))), "\n")
        nb.add("  DHI %d -> %d/100; FGA improved by %d points. Symptoms with VOR x1 now 2/10 (was 6/10).\n" % (
            d0, max(0, d0 - rng.randint(8, 36)), rng.randint(2, 8)))
    nb.add("\nHome exercise %s (%s)\n" % (prog, rng.choice(["3 times a day", "twice daily", "3x/day, 10-15 min total"])))
    ex = [("Gaze stabilisation VOR x1 horizontal, target at arm's length", "1 min x 3", "busy background; 2 Hz by wk 4"),
          ("VOR x1 vertical", "1 min x 3", "standing on foam"),
          ("Brandt-Daroff habituation", "5 each side x 2", "stop when 2 days symptom-free"),
          ("Standing feet together, eyes closed", "30 s x 3", "on cushion; head turns"),
          ("Tandem stance near kitchen bench", "30 s x 3", "eyes closed"),
          ("Walking with head turns (hallway)", "2 min", "outdoors, uneven ground"),
          ("Optokinetic video (stripes)", "2 min seated", "standing, then walking"),
          ("Remembered target (VOR imaginary)", "5 reps", "increase speed"),
          ("Sit-to-stand", "10 reps x 2", "no hands; add head turns")]
    for e in rng.sample(ex, rng.randint(4, 6)):
        nb.add("  - %s | %s | progress: %s\n" % (e[0], e[1], e[2]))
    nb.add("Symptom rule: mild provocation (up to 3/10) is expected and should settle within 15-20 minutes.\n\n")
    nb.add("Appointments\n")
    d = case.visit
    for i in range(rng.randint(2, 4)):
        d = L.shift(d, rng.choice([7, 14, 14, 21]))
        nb.add("  Session %d: " % (i + 2), case.D(d), " %02d:%s" % (rng.randint(8, 16), rng.choice(["00", "30", "15", "45"])))
        if rng.random() < 0.3:
            nb.add(" (", rng.choice(["video", "gym", "telephone"]), ")")
        nb.add("\n")
    if rng.random() < 0.35:
        a, b = L.shift(d, 14), L.shift(d, 18)
        nb.add("  Away ", (L.short_date(a, case.cc), "DATE"), "-", (L.short_date(b, case.cc), "DATE"), " - no sessions\n")
    nb.add("\n")
    if rng.random() < 0.7:
        nb.add("Exercise videos: ", (rng.choice(["www.example.org/vrt/", "https://rehab.example.net/"]) +
                                     rng.choice(["gaze-stability", "habituation", "balance-level2", "vor-x1"]) +
                                     rng.choice(["", "?pt=" + L.digits(rng, 5)]), "URL"), "\n")
    if rng.random() < 0.3:
        nb.add("Blue badge/parking permit for sessions: vehicle ", (L.plate(rng, case.cc), "VEHICLE"), "\n")
    if rng.random() < 0.3:
        nb.add("Portal login: ", ((case.pt.first[0] + case.pt.last.replace(" ", "").replace("'", "")).lower()[:10] + L.digits(rng, 2), "USERNAME"), "\n")
    nb.add("Questions: ", K.cname(pt_, "full"), " on ", (L.phone(rng, case.cc) + (L.ext(rng) if rng.random() < 0.4 else ""), "PHONE"))
    if rng.random() < 0.6:
        nb.add(" or ", (K.email_for(rng, "%s.%s" % (K.slug(pt_.first), K.slug(pt_.last))), "EMAIL"))
    nb.add("\n\n")
    if rng.random() < 0.5:
        nb.add("cc ", K.cname(doc, "dr_last"), "; GP ", K.cname(case.gp, "dr_full"), ", ", (case.practice, "HOSPITAL"), "\n")


def epley_record(case, nb):
    rng = case.rng
    k, s = case.dx["key"], case.side
    clin_ = case.clin(rng.choice(["physio", "doctor", "nurse", "audiologist"]))
    man = case.sp("manoeuvre", "maneuver")
    if k == "hc_bppv":
        name = rng.choice(["Lempert 360 roll (BBQ roll)", "Gufoni %s" % man])
    else:
        name = rng.choice(["Epley %s" % man, "Epley %s" % man, "Semont (liberatory) %s" % man, "Canalith repositioning (Epley)"])
    short = rng.random() < 0.45
    if short:
        nb.add(rng.choice(["CRP note", "Epley - procedure", "PROCEDURE: %s" % name.upper(), "Positional vertigo treatment"]),
               " | ", case.D(case.visit), " %02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)), "\n")
        nb.add("Pt: ", case.ptn(rng.choice(["last_first", "full", "initials"])), " (", (str(case.age), "AGE"), case.pt.sex, ") ",
               case.mrn[0], " ", (case.mrn[1], "MRN"), "\n")
    else:
        nb.add((case.hosp, "HOSPITAL"), "\n", rng.choice(["PROCEDURE RECORD", "Treatment record"]), ": ", name, "\n\n")
        nb.add("Date: ", case.D(case.visit), "   Time: %02d:%02d   " % (rng.randint(8, 17), rng.randint(0, 59)), "Location: ", F.room_items(case), "\n")
        K.demo_block(nb, case, ["name", "dob", "mrn", "nhs"], pad=False)
        if case.us and rng.random() < 0.6:
            nb.add("Visit #: ", (L.digits(rng, 10), "ACCOUNT"), "   CPT 95992\n")
    nb.add("Clinician: ", K.cname(clin_, "full"), ", ", clin_.job)
    if rng.random() < 0.5:
        hca = case.clin("nurse", 1)
        nb.add("; chaperone ", K.cname(hca, "full"))
    nb.add("\n\n")
    nb.add("Indication: ", C.dx_text(case) if k in ("pc_bppv", "hc_bppv") else "%s posterior canal BPPV (superimposed)" % s.capitalize(), ". ")
    nb.add(rng.choice(["Symptoms x %d weeks. " % rng.randint(1, 20), "First episode. ", "Recurrence - previous CRP helped. ",
                       "Referred by GP after failed home Epley. "]))
    if rng.random() < 0.5:
        nb.add(F.onset_items(case), ". ")
    nb.add("\nPre-checks: neck ROM adequate, no carotid/vertebral disease, no recent retinal detachment; ",
           rng.choice(["verbal consent", "verbal consent after explanation", "written consent"]), ".\n")
    for p in C.positional(case)[:2]:
        nb.add("Pre: ", p, "\n")
    nb.add("\nSteps:\n")
    if name.startswith("Epley") or name.startswith("Canalith"):
        steps = ["Sitting, head rotated 45 deg to the %s" % s,
                 "Lowered into %s Dix-Hallpike, neck extended 20 deg - nystagmus %d s, held 30 s" % (s, rng.randint(10, 35)),
                 "Head turned 90 deg to the %s, held 30 s" % C.other(s),
                 "Rolled onto %s side, nose 45 deg down, held 30 s%s" % (C.other(s), rng.choice(["", " - same-direction nystagmus (good sign)", " - no reversal"])),
                 "Sat up slowly with head flexed"]
    elif name.startswith("Semont"):
        steps = ["Sitting, head turned 45 deg to the %s" % C.other(s), "Rapid lie to the %s side, held 1-2 min" % s,
                 "Swift 180 deg swing to the %s side keeping head position, held 1-2 min" % C.other(s), "Returned slowly to sitting"]
    elif name.startswith("Gufoni"):
        steps = ["Sitting, rapid lie to the %s side" % C.other(s), "Head turned 45 deg nose down, held 2 min", "Sat up"]
    else:
        steps = ["Supine, head turned to the %s" % s, "Successive 90 deg turns towards the %s, 30 s each, to 270 deg" % C.other(s),
                 "Rolled to prone then sat up"]
    for i, st in enumerate(steps):
        nb.add("  %d. %s\n" % (i + 1, st))
    reps = rng.randint(1, 3)
    nb.add("Repeated x%d. " % reps)
    nb.add(rng.choice(["Post-%s Dix-Hallpike negative." % man, "Repeat positional test: mild residual dizziness, no nystagmus.",
                       "Repeat test still positive - reduced intensity (nystagmus 8 s)."]), "\n")
    nb.add("Tolerance: ", rng.choice(["nausea, settled in 10 min", "well tolerated", "vomited x1, given water and rest", "anxious but completed"]),
           ". BP %d/%d post.\n\n" % C.bp(rng))
    nb.add("Advice: ", rng.choice(["No special post-%s restrictions; sleep on 2 pillows for 1 night if preferred." % man,
                                   "Normal activity. Avoid lying on the %s side for 48 h." % s,
                                   "Given BPPV leaflet. Do not drive home today if still dizzy."]), "\n")
    if rng.random() < 0.4:
        rel, nm = F.relative_items(case)
        nb.add("Driven home by ", rel, " ", nm, ".\n")
    fu = L.shift(case.visit, rng.randint(7, 42))
    nb.add("Follow-up: ", rng.choice(["telephone review ", "clinic review ", "re-test "]), case.D(fu))
    if rng.random() < 0.5:
        nb.add(" - call ", (L.phone(rng, case.cc), "PHONE"), " if recurrence before then")
    nb.add(".\n")
    if rng.random() < 0.4:
        nb.add("Home Epley sheet + link ", (rng.choice(["www.example.org/bppv/home-epley", "https://balance.example.com/epley-%s" % s]), "URL"), "\n")
    nb.add("\n", rng.choice(["Signed: ", "", "-- "]), K.cname(clin_, "init_last" if rng.random() < 0.3 else "full"))
    if rng.random() < 0.6:
        nb.add(" ", clin_.reg[0], " ", (clin_.reg[1], "LICENSE"))
    nb.add("\n")


def audiogram_summary(case, nb):
    rng = case.rng
    aud = case.clin("audiologist")
    nb.add((case.hosp if rng.random() < 0.7 else (case.clinic or case.hosp), "HOSPITAL"), " - Audiology\n")
    nb.add(rng.choice(["PURE TONE AUDIOMETRY SUMMARY", "Audiogram report", "AUDIOLOGICAL ASSESSMENT"]), "\n\n")
    nb.add("Patient: ", case.ptn(rng.choice(["last_first", "full", "title_full"])), "\n")
    nb.add("DOB: ", case.D(case.dob), "  (", (str(case.age), "AGE"), " yrs)   ", case.mrn[0], ": ", (case.mrn[1], "MRN"), "\n")
    if case.natid and case.cc in ("US", "IE", "CA") and rng.random() < 0.35:
        nb.add(case.natid[0], ": ", (case.natid[1], "SSN"), "\n")
    if rng.random() < 0.4:
        nb.add("Episode: ", (L.letters(rng, 1) + L.digits(rng, 8), "ACCOUNT"), "\n")
    nb.add("Test date: ", case.D(case.visit), "   Tested by: ", K.cname(aud, "full"), "\n")
    model = rng.choice(C.DEVICE_MODELS["aud"])
    nb.add("Audiometer: ", model, ", serial ", (L.digits(rng, 2) + L.letters(rng, 1) + L.digits(rng, 5), "DEVICE"),
           "; sound booth ", (str(rng.randint(1, 4)) + rng.choice(["", "A", "B"]), "LOCATION_OTHER"), "\n")
    reasons = {"menieres": ["fluctuating hearing with vertigo", "monitoring Ménière's", "baseline before intratympanic treatment"],
               "vs": ["asymmetric hearing / tinnitus", "unilateral tinnitus"], "scd": ["autophony, ?third window"]}
    nb.add("Reason: ", rng.choice(reasons.get(case.dx["key"], ["dizziness work-up", "baseline, balance clinic referral", "vertigo work-up"])), "\n\n")
    nb.add("History: ", F.age_phrase(case, start=True), ". ", C.story(case)[0], " ",
           rng.choice(["Noise exposure: nil significant.", "Noise exposure: years of %s work, inconsistent ear protection." % rng.choice(["factory", "farm", "construction"]),
                       "No ototoxic medication.", "Previous grommets as a child."]), "\n")
    nb.add("Tinnitus: ", rng.choice(["none", "%s, low-pitched roaring" % case.side, "bilateral high-pitched, intermittent", "%s pulsatile - flagged" % case.side]),
           ".  Hyperacusis: ", rng.choice(["no", "mild", "yes"]), "\n")
    nb.add("Otoscopy: ", rng.choice(["clear bilaterally", "small amount of wax L, TM visible", "normal"]), "\n")
    r, l = C.audiogram(case)
    nb.add("\nAir conduction (dB HL)\n")
    nb.add("  Hz     " + "".join("%6s" % (("%dk" % (f // 1000)) if f >= 1000 else f) for f in C.FREQS) + "\n")
    nb.add("  Right  " + "".join("%6d" % x for x in r) + "\n")
    nb.add("  Left   " + "".join("%6d" % x for x in l) + "\n")
    if rng.random() < 0.6:
        nb.add("Bone conduction (masked where needed): within 10 dB of AC bilaterally", "" if case.dx["key"] != "scd" else
               " except %s 250-500 Hz air-bone gap 15-20 dB with supranormal BC (-10 dB)" % case.side, ".\n")
    pr = round(sum(r[1:5]) / 4.0)
    pl = round(sum(l[1:5]) / 4.0)
    nb.add("4FA (0.5-4 kHz): R %d dB HL, L %d dB HL\n" % (pr, pl))
    nb.add("Tympanometry (226 Hz): Type A bilaterally; ECV R %.1f ml / L %.1f ml; compliance %.1f / %.1f ml\n" % (
        rng.uniform(0.9, 1.6), rng.uniform(0.9, 1.6), rng.uniform(0.3, 1.2), rng.uniform(0.3, 1.2)))
    nb.add("Ipsilateral reflexes: ", rng.choice(["present 0.5-2 kHz bilaterally", "absent on the %s" % case.side, "present, no decay"]), "\n")
    nb.add("Speech: WRS R %d%% / L %d%% at 65 dB HL\n" % (rng.randint(80, 100), rng.randint(56, 100)))
    nb.add("\nSummary: ")
    diff = abs(pr - pl)
    if case.dx["key"] == "menieres":
        nb.add("%s low-frequency (rising) sensorineural hearing loss, consistent with the clinical picture of Ménière's." % case.side.capitalize())
    elif diff >= 15:
        nb.add("Asymmetric sensorineural hearing loss (%d dB difference). Refer for MRI IAMs per local protocol." % diff)
    else:
        nb.add("Hearing %s." % ("within normal limits" if max(pr, pl) <= 20 else "shows mild symmetrical high-frequency SNHL, age-appropriate"))
    nb.add("\n")
    if rng.random() < 0.45:
        ha = rng.choice(C.DEVICE_MODELS["ha"])
        nb.add("Hearing aids: ", ha, " fitted ", case.D(L.shift(case.visit, -rng.randint(200, 1500))), "; serial R ",
               (L.digits(rng, 8), "DEVICE"), rng.choice([", L ", " / L "]), (L.digits(rng, 8), "DEVICE"), "\n")
    nb.add("\nRecommendations:\n")
    for r_ in rng.sample(["repeat audiogram in 3 months", "hearing aid assessment offered", "results sent to referring clinician",
                          "tinnitus management leaflet given", "MRI IAMs per asymmetry protocol", "ECochG / VEMP if clinically indicated",
                          "annual review", "noise protection advice given"], rng.randint(2, 4)):
        nb.add("- ", r_, "\n")
    nb.add("\n")
    nb.add(K.cname(aud, "full"), ", ", aud.job, "  ", aud.reg[0], " ", (aud.reg[1], "LICENSE"), "\n")
    if rng.random() < 0.5:
        nb.add("Report ID ", ("AUD" + L.digits(rng, 7), "IDNUM"), " | ", rng.choice(["System export", "Printed"]), " ",
               case.D(case.visit), "\n")
    if rng.random() < 0.3:
        nb.add("Node ", (L.private_ip(rng), "IPADDR"), "\n")
