"""Genre (own choice): head-up tilt table test report."""
from doc import P
import phi
from case import make_case, dr
from common import pt_block, sign, age_phrase, meds

GENRE = "tilt_table_report"
PROTOCOLS = ["Italian protocol (70 degrees, 20 min passive then sublingual GTN 400 micrograms, 15 min)",
             "Westminster protocol (60 degrees, 45 min passive)", "Newcastle protocol with carotid sinus massage",
             "Italian protocol, modified (GTN 300 micrograms)", "Isoprenaline provocation (1-3 micrograms/min)"]
RESULTS = [("Positive - VASIS type 1 (mixed)", "HR fell to {hr} bpm and BP to {bp} mmHg at {m} min post GTN with reproduction of prodrome and LOC {s} s."),
           ("Positive - VASIS type 2B (cardioinhibitory with asystole)", "Asystole of {a} s at {m} min after GTN, preceded by nausea and pallor; LOC with brief myoclonic jerks."),
           ("Positive - VASIS type 3 (vasodepressor)", "BP fell to {bp} mmHg with HR maintained at {hr2} bpm at {m} min; symptoms reproduced."),
           ("Negative", "No haemodynamic change or symptoms during passive or provoked phase."),
           ("Postural orthostatic tachycardia (PoTS)", "Sustained HR rise of {rise} bpm within 10 min (to {hr3} bpm) without hypotension; symptoms of palpitations and light-headedness."),
           ("Classical orthostatic hypotension", "BP fell from {sb} to {bp} mmHg within 3 min with dizziness; HR rise blunted."),
           ("Psychogenic pseudosyncope", "Apparent LOC for 3 min with eyes closed; HR, BP and EEG normal throughout.")]


def make(rng, d, country, dates):
    c = make_case(rng, country, dates, "ILR")
    D = c["D"]
    day = c["index"]
    ch = rng.choice
    k = rng.randrange(3)
    if k == 0:
        d.f("{h}\nAutonomic Function / Syncope Laboratory\nHEAD-UP TILT TEST REPORT\n\n", h=c["hosp"])
    elif k == 1:
        d.f("TILT TABLE TEST - {h} ({r})\n" + "-" * 50 + "\n", h=c["hosp"], r=c["room"])
    else:
        d.f("Cardiac Investigations Unit, {h}, {cty}\nTest: Head-up tilt\n\n", h=c["hosp"], cty=c["hosp_city"])
    pt_block(d, c, rng)
    d.f("Test date: {dd}   Start: {tm}   Booking ref: {br}\n", dd=D.d(day), tm=phi.clock(rng, 8, 14),
        br=P(rng.choice(["TT", "AUT", "SYN"]) + phi.digits(rng, 6), "IDNUM"))
    d.t("Referrer: ").put(dr(c["cons2"] if rng.random() < 0.6 else c["gp"], rng, 1)).nl()
    d.t("Supervising clinician: ").put(dr(c["cons"], rng, 1)).t("   Physiologist: ").put(c["phys"].full()).t("   Nurse: ").put(c["nurse"].full()).nl()
    d.t("\nClinical details: ").put(age_phrase(c, rng)).t(" %s with %s. " % (c["sexw"], ch(["recurrent syncope, ?reflex", "falls with possible LOC",
                                                                                      "presyncope on standing", "exercise-related collapse (structural work-up negative)",
                                                                                      "2 episodes of LOC in the last year"])))
    d.t("Last episode ").put(D.n(phi.add(day, -rng.randint(7, 120)))).t(".\n")
    meds(d, c, rng, n=rng.randint(1, 5), style=0, title="Medication (held 48 h where vasoactive)")
    d.t("Fasted %d h. Consent: verbal and written.\n" % rng.randint(2, 6))
    d.t("\nProtocol: %s.\n" % ch(PROTOCOLS))
    d.t("Monitoring: continuous ECG, beat-to-beat BP (%s), %s.\n" % (ch(["Finapres NOVA", "Task Force Monitor", "Nexfin/ClearSight"]),
                                                                     ch(["transcranial Doppler not used", "video recording with consent", "EEG not used"])))
    res, desc = ch(RESULTS)
    pos = not (res.startswith("Negative") or res.startswith("Postural") or res.startswith("Psychogenic"))
    sb, db, hr = rng.randint(105, 160), rng.randint(60, 95), rng.randint(52, 88)
    d.t("\nPHASE                 TIME    BP (mmHg)   HR (bpm)   SYMPTOMS\n")
    d.t("Supine baseline       0 min   %d/%d      %d         none\n" % (sb, db, hr))
    for t, sy in ((3, "none"), (10, ch(["none", "warm"])), (20, ch(["none", "yawning", "light-headed"]))):
        d.t("Tilt %-16s %-7s %d/%d      %d         %s\n" % ("passive", "%d min" % t, sb + rng.randint(-20, 8), db + rng.randint(-10, 8), hr + rng.randint(0, 30), sy))
    if pos:
        d.t("Post-GTN/provoked     %-7s %d/%d       %d         %s\n" % ("%d min" % rng.randint(3, 14), rng.randint(50, 95), rng.randint(28, 60),
                                                                      rng.randint(0, 60), ch(["prodrome then LOC", "nausea, pallor then LOC", "dizziness, LOC"])))
    else:
        d.t("Post-GTN/provoked     %-7s %d/%d      %d         %s\n" % ("%d min" % rng.randint(3, 14), sb + rng.randint(-25, 0), db + rng.randint(-10, 5),
                                                                     hr + rng.randint(5, 50), ch(["none", "palpitations", "headache (GTN)", "felt 'odd', no LOC"])))
    d.t("Recovery (supine)     5 min   %d/%d      %d         recovered\n" % (sb + rng.randint(-12, 4), db + rng.randint(-8, 4), hr + rng.randint(-5, 10)))
    subs = {"hr": str(rng.randint(28, 48)), "bp": "%d/%d" % (rng.randint(55, 80), rng.randint(28, 45)), "m": str(rng.randint(2, 14)),
            "s": str(rng.randint(5, 40)), "a": "%.1f" % rng.uniform(3.1, 22.0), "hr2": str(rng.randint(70, 95)), "rise": str(rng.randint(31, 55)),
            "hr3": str(rng.randint(118, 150)), "sb": str(sb)}
    for kk in sorted(subs):
        desc = desc.replace("{%s}" % kk, subs[kk])
    d.t("\nRESULT: %s\n%s\n" % (res, desc))
    if rng.random() < 0.5:
        d.t("Patient tolerated test %s. Recovered fully within %d min; " % (ch(["well", "poorly (anxious)", "well despite symptoms"]), rng.randint(2, 15)))
        if rng.random() < 0.7:
            d.t("%s %s " % (ch(["discharged home with", "collected by"]), c["nok_rel"])).put(c["nok"].first_()).t(".\n")
        else:
            d.t("went home by taxi.\n")
    d.t("\nCONCLUSION / RECOMMENDATIONS\n")
    concl = {
        "Positive - VASIS type 1": "Findings consistent with reflex (vasovagal) syncope. Education, fluids 2-3 L, salt, counter-pressure manoeuvres.",
        "Positive - VASIS type 2B": "Cardioinhibitory response with asystole - consider dual chamber pacing (closed loop stimulation) per ESC 2021 if over 40; discuss at device MDT.",
        "Positive - VASIS type 3": "Vasodepressor reflex syncope. Education, fluids, salt; consider midodrine if recurrent.",
        "Negative": "Negative test does not exclude reflex syncope; consider ILR if recurrent.",
        "Postural": "Findings support PoTS; refer to autonomic clinic; consider ivabradine/midodrine.",
        "Classical": "Orthostatic hypotension - review antihypertensives, compression stockings, consider fludrocortisone.",
        "Psychogenic": "Psychogenic pseudosyncope - explained sensitively; refer to neuropsychiatry.",
    }
    d.t("%s\n" % [concl[key] for key in sorted(concl) if res.startswith(key)][0])
    if country == "UK":
        d.t("DVLA: %s\n" % ch(["no restriction for typical reflex syncope (Group 1).", "advised not to drive pending review.",
                               "Group 2 licence holder - must inform DVLA."]))
    if rng.random() < 0.4:
        d.t("Hospital transport booked to home address (").put(c["addr"]["street"]).t(", ").put(c["addr"]["city"]).t("); contact ").p(c["phone"]).t(".\n")
    d.t("\nReport by: ").put(c["phys"].full()).t(", %s\n" % c["phys"].cred)
    sign(d, c, rng, "cons", dated=phi.add(day, rng.randint(0, 7)))
    if rng.random() < 0.5:
        d.t("Report sent to ").put(dr(c["gp"], rng, 0)).t(", ").p(c["gp_prac"]).t(" (fax ").p(c["gp_fax"]).t(")\n")
    return c
