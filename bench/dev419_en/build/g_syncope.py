"""Genre: syncope / transient loss of consciousness clinic assessment."""
from doc import P
import phi
import pools_clin as PC
import pools_places as PL
from case import make_case, dr, hospital_name
from common import pt_block, sign, meds, age_phrase, comorbid, ecg, cc_block

GENRE = "syncope_clinic_assessment"

PLACES = ["in the queue at", "while standing at", "after getting up from a meal at", "in the toilets at", "on the platform at",
          "while watching a match at", "during a hot service at"]


def make(rng, d, country, dates):
    c = make_case(rng, country, dates, "ILR")
    D = c["D"]
    day = c["index"]
    ch = rng.choice
    pt = c["pt"]
    k = rng.randrange(3)
    if k == 0:
        d.f("{h}\nRAPID ACCESS SYNCOPE (TLoC) CLINIC - ASSESSMENT\n\n", h=c["hosp"])
    elif k == 1:
        d.f("Syncope Unit, {h}\nFirst assessment\n" + "-" * 40 + "\n", h=c["hosp"])
    else:
        d.f("FALLS & SYNCOPE SERVICE - {h}, {cty}\n\n", h=c["hosp"], cty=c["hosp_city"])
    pt_block(d, c, rng)
    d.f("Clinic date: {dd}    Seen by: ", dd=D.d(day))
    seer = c["cons"] if rng.random() < 0.6 else c["nurse"]
    d.put(dr(seer, rng, 1)).t(" (%s)\n" % seer.cred)
    src = rng.random()
    d.t("Referral: ")
    if src < 0.5:
        d.t("ED, ").p(P(hospital_name(rng, country), "HOSPITAL") if rng.random() < 0.4 else c["hosp"]).t(", attendance ").put(D.d(phi.add(day, -rng.randint(3, 40))))
    else:
        d.put(dr(c["gp"], rng, 1)).t(", ").p(c["gp_prac"])
    d.t("\n\nHISTORY\n")
    index_day = phi.add(day, -rng.randint(4, 60))
    d.put(age_phrase(c, rng)).t(" ").put(c["job"]).t(". ")
    d.t("Index event on ").put(D.n(index_day)).t(" %s " % ch(PLACES))
    lm = ch(PL.LANDMARKS)
    if lm.startswith("the "):
        d.t("the ")
        lm = lm[4:]
    d.p(P(lm, "LOCATION_OTHER"))
    d.t(". %s\n" % ch(["Felt hot, nauseated and 'tunnel vision' for ~30 s, then LOC.", "No warning at all; found on the floor.",
                       "Stood up quickly from the sofa, greyed out and fell.", "Palpitations for a few seconds then collapsed.",
                       "Collapsed while straining on the toilet.", "Passed out after a coughing fit.", "Lost consciousness while exercising (5-a-side)."]))
    if rng.random() < 0.25:
        d.t("%s had been driving %s " % (c["He"], rng.choice(["the family car", "a works van", "a hire car", "their own car"])))
        d.p(P(phi.plate(rng, country), "VEHICLE")).t(" earlier that day; no symptoms at the wheel.\n")
    if rng.random() < 0.3:
        d.t("Travel: returned from ").p(P(rng.choice(PL.TRAVEL), "COUNTRY")).t(" %d days before the event (long-haul flight).\n" % rng.randint(1, 20))
    wit = rng.random() < 0.75
    if wit:
        d.t("Witness account (%s " % c["nok_rel"]).put(c["nok"].full() if rng.random() < 0.5 else c["nok"].first_()).t(", by phone ").p(c["nok_phone"])
        d.t("): '%s'\n" % ch(["went very pale and grey, eyes open, a few jerks of the arms, came round within a minute",
                               "slumped in the chair, no shaking, back to normal straight away",
                               "went stiff then had jerking for maybe 20 seconds, confused for 10 minutes afterwards",
                               "just dropped like a stone, was blue around the lips, came round in about 30 seconds"]))
    else:
        d.t("Unwitnessed.\n")
    d.t("Injury: %s. Tongue biting: %s. Incontinence: %s. Post-event: %s.\n" % (ch(["none", "laceration to forehead (glued in ED)", "bruised hip", "fractured wrist"]),
                                                                                 ch(["no", "no", "lateral tongue bite"]), ch(["no", "urinary"]),
                                                                                 ch(["tired", "rapid recovery", "confused 10 min", "nausea"])))
    d.t("Previous episodes: ")
    if rng.random() < 0.6:
        fa = rng.randint(12, 30) if c["age_n"] > 35 else rng.randint(8, max(9, c["age_n"] - 2))
        d.t("first faint aged ").p(P(str(fa), "AGE")).t(", %s.\n" % ch(["at school assembly", "at the dentist", "with blood tests", "in church"]))
    else:
        d.t("none.\n")
    if rng.random() < 0.55:
        rel = ch(["brother", "father", "uncle", "cousin", "sister"])
        d.t("FHx: %s died suddenly aged " % rel).p(P(str(rng.randint(19, 48)), "AGE")).t(" (%s).\n" % ch(["cause unknown", "'heart attack'", "drowning", "post-mortem normal"]))
    else:
        d.t("FHx: no premature sudden death, no epilepsy.\n")
    comorbid(d, rng, n=rng.randint(2, 5))
    meds(d, c, rng, n=rng.randint(2, 7), style=0, title="Medication")
    d.t("Driving: ")
    if c["working"] and rng.random() < 0.4:
        d.t("holds %s (works as " % ("Group 2 licence" if country == "UK" else "commercial licence")).p(c["job_only"]).t(" for ").p(c["employer"]).t(").\n")
    else:
        d.t("%s.\n" % ch(["Group 1 licence, last drove the day before the event", "does not drive", "car driver, not driven since event", "motorcycle licence"]))
    # exam
    d.t("\nEXAMINATION\n")
    s1, s3 = rng.randint(110, 170), rng.randint(80, 160)
    d.t("Active stand: supine %d/%d HR %d; 1 min %d/%d HR %d; 3 min %d/%d HR %d%s.\n" % (
        s1, rng.randint(60, 95), rng.randint(50, 80), rng.randint(s3 - 10, s3 + 10), rng.randint(50, 90), rng.randint(60, 110),
        s3, rng.randint(50, 90), rng.randint(60, 120), ch(["", " - symptomatic", " - classical OH (drop >20 mmHg)", " - HR rise 34 bpm"])))
    d.t("CVS: %s. Neuro: grossly normal.\n" % ch(["HS I+II+0", "ESM 3/6 radiating to carotids", "irregular pulse", "normal"]))
    if c["age_n"] > 60 and rng.random() < 0.5:
        d.t("Carotid sinus massage (supine and tilted, ECG + beat-to-beat BP): %s.\n" % ch(["negative", "5.2 s asystole on right CSM with reproduction of symptoms - CSH",
                                                                                           "vasodepressor response, 58 mmHg drop"]))
    d.t("ECG: %s.\n" % ecg(rng))
    if rng.random() < 0.6:
        d.t("Echo (").put(D.d(phi.add(day, -rng.randint(1, 30)))).t("): %s.\n" % ch(["structurally normal heart", "LVEF 45%, inferior hypokinesia",
                                                                                   "asymmetric septal hypertrophy 19 mm, LVOT gradient 34 mmHg", "severe AS (AVA 0.8 cm2)"]))
    d.t("\nRISK STRATIFICATION\n")
    d.t("San Francisco Syncope Rule: %s. Canadian Syncope Risk Score: %d. EGSYS: %d. OESIL: %d.\n" % (ch(["negative", "positive (abnormal ECG)"]), rng.randint(-3, 5),
                                                                                                  rng.randint(-2, 6), rng.randint(0, 3)))
    if rng.random() < 0.4:
        d.t("Calgary Syncope Symptom Score %d (favours vasovagal). Boston Syncope Criteria applied.\n" % rng.randint(-3, 5))
    d.t("\nIMPRESSION\n")
    imp = ch(["Reflex (vasovagal) syncope - typical triggers and prodrome.", "Orthostatic hypotension, drug-induced (tamsulosin/ramipril).",
              "Situational syncope (micturition/cough).", "Suspected arrhythmic syncope - exertional, no prodrome, abnormal ECG.",
              "Carotid sinus syndrome (cardioinhibitory).", "Probable epileptic seizure rather than syncope - refer first fit clinic.",
              "Psychogenic pseudosyncope - long duration, eyes closed."])
    d.t(imp + "\n")
    d.t("\nPLAN\n")
    for x in rng.sample(["Explanation and reassurance; leaflet given.", "Physical counter-pressure manoeuvres taught.", "Fluids 2-3 L/day and salt liberalisation.",
                         "Head-up tilt test (Italian protocol) booked.", "ILR implant - listed.", "Stop tamsulosin; reduce ramipril to 2.5 mg.",
                         "Exercise tolerance test.", "CMR to assess for scar.", "Refer to first seizure clinic.", "Dual chamber PPM - listed (ISSUE-3 criteria)."],
                        rng.randint(2, 4)):
        d.t("- %s\n" % x)
    if country == "UK":
        d.t("- DVLA: %s\n" % ch(["reflex syncope while standing - no need to notify (Group 1).", "must not drive; notify DVLA; Group 1 - 6 months off if no cause found.",
                                 "Group 2 - 3 months off; patient advised to inform DVLA and employer."]))
    else:
        d.t("- Driving: %s\n" % ch(["advised no driving until investigations complete.", "no restriction.", "not to drive for 6 months; obligation to notify licensing authority explained."]))
    if rng.random() < 0.4:
        d.t("- Results to be sent to ").p(c["email"]).t(" at patient request.\n")
    d.t("- Review in syncope clinic ").put(D.d(phi.add(day, rng.choice([28, 42, 84])))).t(" or sooner if further events. Syncope nurse line ").p(c["dept_phone"]).t(".\n")
    sign(d, c, rng, seer, dated=day)
    if rng.random() < 0.6:
        cc_block(d, c, rng, patient=rng.random() < 0.5)
    return c
