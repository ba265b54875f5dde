"""Genres: speech and language therapy report; neuropsychology summary."""
import blocks
import clinical
import fx

SLT_TITLE = {"UK": "Speech and Language Therapy Report", "IE": "Speech and Language Therapy Report",
             "US": "Speech-Language Pathology Progress Report", "CA": "Speech-Language Pathology Report",
             "AU": "Speech Pathology Report", "NZ": "Speech-Language Therapy Report"}


def slt(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    blocks.letterhead(n, c, SLT_TITLE[cc], service=rng.choice(["Speech and Language Therapy", "Neurorehabilitation Service"]))
    blocks.id_block(n, c, addr=rng.random() < 0.3, bed=rng.random() < 0.5)
    n.line("Date of report: {d_note}")
    n.line("Clinician: {slt_full}, " + c["slt_obj"].role)
    n.line("Referred by: {reg_dr} on {d_adm} - query " + rng.choice(["aphasia", "dysarthria", "dysphagia",
                                                                     "cognitive-communication difficulties"]))
    n.line("")
    n.line("BACKGROUND")
    n.line(pr["dx"][0].upper() + pr["dx"][1:] + " ({d_inj}). " + rng.choice([
        "Premorbidly fluent English speaker, literate, used a smartphone daily.",
        "First language %s, fluent English; reads the paper daily." % (c.lang or "English"),
        ("Bilingual; grew up in {born}; family report {he} switched to %s when tired." % c.lang) if c.lang else
        "Grew up in {born}; English is {his} only language.",
        "Wears glasses for reading and a hearing aid (R), serial {serial}.",
    ]))
    if rng.random() < 0.5:
        n.line("Worked as a {job}; role involved " + rng.choice(["talking to customers all day", "written reports",
                                                                 "phone work", "teaching"]) + ".")
    n.line("")
    n.line("ASSESSMENT - COMMUNICATION")
    if pr["aphasia"]:
        n.line("- WAB-R: AQ %.1f (%s type); fluency %d/10, comprehension %.1f/10, repetition %.1f/10, naming %.1f/10." %
               (rng.uniform(20, 80), rng.choice(["Broca's", "anomic", "conduction", "transcortical motor", "Wernicke's"]),
                rng.randint(2, 8), rng.uniform(3, 9), rng.uniform(1, 9), rng.uniform(1, 9)))
        n.line("- Boston Naming Test: %d/60; semantic paraphasias (e.g. 'knife' for fork)." % rng.randint(5, 45))
        n.line("- Family photo naming: named {rel2_first} correctly; called {nok_first} \"%s\" then self-corrected." %
               rng.choice(["mum", "the lady", "nurse", "my boss", "that one"]))
        n.line("- Writing: wrote first name \"{pt_given}\" and street \"{street}\" with %s." %
               rng.choice(["two letter errors", "no errors", "copying only", "left hand, legible"]))
    else:
        n.line("- " + rng.choice(["Western Aphasia Battery-Revised", "Comprehensive Aphasia Test", "Bedside Western Aphasia Battery",
                                  "Sheffield Screening Test for Acquired Language Disorders", "Mount Wilga High Level Language Test",
                                  "Frenchay Aphasia Screening Test"]) +
               ": within normal limits for auditory comprehension; mild word-finding pauses.")
        n.line("- Cognitive-communication: tangential in conversation, reduced turn-taking; Scenario Test not indicated.")
    if pr["dysarthria"]:
        n.line("- Frenchay Dysarthria Assessment-2: %s dysarthria; intelligibility %d%% to unfamiliar listener." %
               (rng.choice(["mild flaccid", "moderate ataxic", "mild-moderate spastic", "mixed"]), rng.randint(40, 95)))
    n.line("- Functional: " + rng.choice(["uses yes/no reliably in context", "can ask for the toilet and call bell",
                                          "able to make a phone call to {nok_first} with set-up",
                                          "needs support to express complex needs"]) + ".")
    n.line("")
    n.line("ASSESSMENT - SWALLOWING")
    if pr["dysphagia"]:
        inst = rng.choice(["FEES", "VFSS"])
        n.line("- Clinical bedside assessment: wet voice with thin fluids, delayed swallow initiation.")
        n.line("- %s on {vd} (study no. {idnum}): Penetration-Aspiration Scale %d; %s." %
               (inst, rng.randint(2, 8), rng.choice(["silent aspiration of thin fluids", "vallecular residue",
                                                    "safe with mildly thick fluids", "reduced laryngeal elevation"])),
               vd=c.D(c.after("adm", rng.randint(2, 12))))
        n.line("- Recommendation: " + rng.choice(["IDDSI level 6 soft & bite-sized, level 2 mildly thick fluids",
                                                  "IDDSI level 5 minced & moist, level 1 slightly thick",
                                                  "IDDSI level 7 easy to chew, thin fluids with chin tuck",
                                                  "NBM; continue PEG feeds; therapeutic tastes only"]) + ".")
        n.line("- FOIS level %d." % rng.randint(1, 6))
    else:
        n.line("- Clinical swallow assessment normal; cleared for IDDSI 7 regular diet and thin fluids.")
    n.line("")
    n.line("STRATEGIES FOR STAFF AND FAMILY")
    n.line(rng.choice(["Short sentences, one question at a time, write key words.",
                       "Allow extra time; do not finish {his} sentences.",
                       "Use the communication passport kept at the bedside."]))
    n.line("Training session with {nok_full} completed on {tr}.", tr=c.D(c.after("note", -rng.randint(1, 6))))
    n.line("")
    n.line("GOALS")
    for g in rng.sample(["name 20 functional items from the ward", "use a yes/no card reliably",
                         "read short texts from family on the phone", "follow 2-step commands in therapy",
                         "swallow IDDSI 7 with no signs of aspiration", "produce 3-word phrases in conversation",
                         "use a tablet-based AAC app to order a meal"], 3):
        n.line("- " + g)
    n.line("")
    n.line("PLAN")
    n.line("- Individual therapy %dx/week; aphasia group Tuesdays." % rng.randint(3, 5))
    n.line("- Onward referral to {comm} on discharge.")
    if rng.random() < 0.4:
        n.line("- Remote practice via {url} login {u}.", url=("www.%s/aphasia-home" % c.dom, "URL"),
               u=(c.pt.first.lower().replace(" ", "")[:6] + str(rng.randint(10, 99)), "USERNAME"))
    blocks.sign(n, c, "slt", esign=rng.random() < 0.4)
    blocks.footer(n, c)


TESTS = [
    ("TOPF (predicted FSIQ)", lambda r: "%d" % r.randint(88, 112), "premorbid estimate"),
    ("WAIS-IV Processing Speed Index", lambda r: "%d (%dth %%ile)" % (r.randint(65, 100), r.randint(1, 50)), ""),
    ("WAIS-IV Working Memory Index", lambda r: "%d" % r.randint(70, 105), ""),
    ("RBANS Total", lambda r: "%d" % r.randint(55, 100), ""),
    ("Rey AVLT total (trials 1-5)", lambda r: "%d/75" % r.randint(20, 55), ""),
    ("Rey AVLT delayed recall", lambda r: "%d/15" % r.randint(1, 12), ""),
    ("Rey Complex Figure copy", lambda r: "%d/36" % r.randint(18, 36), ""),
    ("Rey Complex Figure 3-min recall", lambda r: "%.1f/36" % r.uniform(3, 24), ""),
    ("Trail Making A", lambda r: "%d s" % r.randint(30, 120), ""),
    ("Trail Making B", lambda r: "%d s (%d errors)" % (r.randint(80, 300), r.randint(0, 5)), ""),
    ("Hayling Test overall", lambda r: "scaled %d" % r.randint(1, 7), ""),
    ("Brixton Spatial Anticipation", lambda r: "scaled %d" % r.randint(1, 7), ""),
    ("D-KEFS Colour-Word Inhibition", lambda r: "ss %d" % r.randint(3, 10), ""),
    ("Verbal fluency (FAS)", lambda r: "%d words" % r.randint(12, 40), ""),
    ("BADS Zoo Map", lambda r: "profile %d" % r.randint(0, 4), ""),
    ("Doors and People", lambda r: "%dth %%ile" % r.randint(1, 40), ""),
    ("HADS anxiety / depression", lambda r: "%d / %d" % (r.randint(2, 16), r.randint(2, 16)), ""),
    ("DEX (self vs informant)", lambda r: "%d vs %d" % (r.randint(10, 30), r.randint(25, 55)), ""),
]

QUAL = {"UK": "GCSEs", "IE": "the Junior Certificate", "US": "a high school diploma", "CA": "a high school diploma",
        "AU": "a Year 10 certificate", "NZ": "School Certificate"}

RANGES = ["impaired", "borderline", "low average", "average", "severely impaired", "within normal limits"]


def neuropsych(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    blocks.letterhead(n, c, rng.choice(["Neuropsychology Summary", "Neuropsychological Assessment - Summary Report",
                                        "Clinical Neuropsychology: Summary of Assessment"]), service="Clinical Neuropsychology")
    n.line("CONFIDENTIAL - contains sensitive information")
    blocks.id_block(n, c, addr=rng.random() < 0.4, bed=False, extra_ssn=rng.random() < 0.2)
    n.line("Assessment dates: {a} and {b}", a=c.D(c.after("note", -rng.randint(3, 8))), b=c["d_note"])
    n.line("Assessor: {psych_name}, " + c["psych_obj"].role + "; assistant psychologist {ta_full}")
    n.line("Referral question: " + rng.choice([
        "cognitive profile to inform discharge planning and supervision needs",
        "capacity regarding discharge destination",
        "readiness to return to work as a {job}",
        "cognition in relation to driving",
        "mood and adjustment; carer strain reported by {nok_first}"]) + ".")
    n.line("")
    n.line("BACKGROUND")
    n.line("{age_yo} " + ("right" if rng.random() < 0.85 else "left") + "-handed {man} with " + pr["dx"] + ".")
    r = rng.randrange(3)
    if r == 0:
        n.line("Education: left school at {ls} with " + QUAL[cc] + "; later trained as a {job}.",
               ls=(str(rng.choice([15, 16, 16, 17])), "AGE"))
    elif r == 1:
        n.line("Education: attended {school}; degree from {uni}. Worked as a {job} at {emp}.",
               uni=(rng.choice(["Northbridge Institute of Technology", "Westmere Polytechnic", "Riverside Community College",
                                "Harcourt University"]), "ORGANIZATION"))
    else:
        n.line("Education: completed secondary school in {born}; migrated aged {am}. Occupation: {job}.",
               am=(str(rng.randint(18, 40)), "AGE"))
    n.line("Collateral history from {nok_full} ({nok_rel}) by telephone on {cd}: " + rng.choice([
        "more irritable, repeats questions, poor initiation at home.",
        "\"not the same person\" - quieter, loses track of conversations.",
        "no concerns premorbidly; managed all household finances.",
        "long-standing low mood, worse since the injury."]), cd=c.D(c.after("note", -rng.randint(1, 10))))
    if pr["pta"]:
        n.line("PTA duration approx. %d days (Westmead PTA Scale) - consistent with %s injury." %
               (pr["pta"], "very severe" if pr["pta"] > 28 else "severe"))
    n.line("")
    n.line("BEHAVIOURAL OBSERVATIONS")
    n.line(rng.choice(["Engaged well, effortful; needed breaks every 20 min.",
                       "Tangential, required redirection; performance validity indicators passed.",
                       "Fatigued in the afternoon session; morning testing more representative.",
                       "Flat affect, slowed responses; no evidence of suboptimal effort (TOMM passed)."]))
    if pr["aphasia"]:
        n.line("Language-loaded tests interpreted with caution given aphasia (see SLT report).")
    n.line("")
    n.line("RESULTS")
    n.line("%-36s %-20s %s" % ("Test", "Score", "Range"))
    for name, f, note in rng.sample(TESTS, rng.randint(7, 11)):
        n.line("%-36s %-20s %s" % (name, f(rng), note or rng.choice(RANGES)))
    n.line("")
    n.line("FORMULATION")
    n.line("The profile shows " + fx.join_en(rng.sample(["slowed information processing", "impaired verbal learning and recall",
                                                         "executive dysfunction (initiation, inhibition)",
                                                         "reduced sustained and divided attention",
                                                         "relatively preserved visuospatial skills",
                                                         "left visual inattention",
                                                         "intact recognition memory"], 3)) +
           ", against a premorbid estimate in the average range. Mood: " +
           rng.choice(["moderate depressive symptoms", "adjustment reaction", "no significant mood disorder",
                       "health anxiety focused on a second stroke"]) + ".")
    n.line("")
    n.line("RECOMMENDATIONS")
    n.line("1. " + rng.choice(["Capacity: on balance {pt_first} has capacity to decide on discharge destination "
                               "(two-stage test; " + clinical.guideline(rng, cc, legal=True) + ").",
                               "Capacity: lacks capacity for complex financial decisions at present; best interests "
                               "process with {nok_full}.",
                               "Capacity not formally in question."]))
    n.line("2. Use an external memory system (diary, phone alarms, whiteboard).")
    n.line("3. Driving: must not drive; " + rng.choice(clinical.LICENSING[cc]) + " to be informed; formal driving assessment later.")
    n.line("4. " + rng.choice(["Graded return to work at {emp} via vocational rehabilitation.",
                               "Carer education for {nok_first}; brain injury family group.",
                               "Psychology follow-up for mood (CBT adapted for cognitive impairment).",
                               "Repeat assessment in 6 months."]))
    n.line("")
    n.line("Feedback given to {pt_first} and {nok_full} on {fb}.", fb=c.D(c.after("note", rng.randint(1, 6))))
    blocks.sign(n, c, "psych", lic=True, contact=rng.random() < 0.5)
    blocks.footer(n, c)
