"""Genres: discharge letter, parent-infant therapy session (own), MBU nursing shift report (own)."""
import datetime as dt
from doc import PHI
import phi as X
import common as C
import clin as K
import hpc as H

COURSE = {
    "psy": ["{P} was admitted with an acute manic/psychotic presentation. She was treated with olanzapine, "
            "titrated to {dose}, with rapid improvement in sleep within a week. Psychotic symptoms resolved by "
            "week 3. Lithium was introduced on {DMID} after discussion about feeding; {BABY} was moved to "
            "formula feeding with {P}'s agreement.",
            "Initially required 1:1 observations and Level 3 supervision of baby care. Gradual reduction in "
            "supervision as mental state settled. Overnight leave home with {PART} from {DMID} went well."],
    "mood": ["{P} was admitted with a severe depressive episode with suicidal ideation. Sertraline was "
             "increased to 150mg and mirtazapine added at night. She engaged with OT, the baby massage group "
             "and individual sessions with {tPSYCHOL}. Mood gradually lifted; EPDS fell from {e1} to {e2}.",
             "Admission focused on safety, sleep and rebuilding confidence in caring for {BABY}. Nursery "
             "nurse support with feeding and routines. Weekend leave on {DMID} was positive."],
    "anx": ["{P} was admitted for intensive treatment of perinatal OCD/anxiety. Fluoxetine was increased and "
            "she completed a course of exposure and response prevention with {tPSYCHOL}. By discharge she was "
            "bathing and changing {BABY} independently.",
            "Graded exposure to baby care tasks with nursing support. Anxiety ratings reduced from 9/10 to 3/10."],
}


# ---------------------------------------------------------------- discharge letter
def discharge(d, c, dx, ex):
    r = c.rng
    g = K.GROUP.get(dx, "mood")
    mbu = r.random() < 0.65
    adm = c.ago(18, 75) if mbu else c.ago(120, 330)
    if mbu:
        d.w(PHI(c.mbu, "HOSPITAL"), "\n")
        if r.random() < 0.6:
            d.w(C.hosp(c), ", ", C.base_addr(c), "\n")
        d.w("Tel ", c.staff_phone("rn"), r.choice(["  Fax ", " | Fax: "]), c.fax(), "\n\n")
    else:
        C.letterhead(d, c)
    d.t(r.choice(["DISCHARGE SUMMARY\n", "Discharge letter - GP and %s\n" % ("Health Visitor" if c.uk else "MCHN"),
                  "DISCHARGE NOTIFICATION\n"]))
    d.w("To: ", C.sn(c, "gp", "full"), ", ", C.hosp(c, c.gp_pr), "\n")
    d.w("     ", C.sn(c, "hv", "full"), ", ", c.staff["hv"].role, "\n")
    d.w("Date of letter: ", c.date(c.today, ["dmy", "dmonth"]), "\n\n")
    C.re_block(d, c)
    C.infant_line(d, c)
    if mbu:
        d.w("Admitted: ", c.date(adm, ["dmy", "dmon"]), "   Discharged: ", c.date(c.today, ["dmy", "dmon"]))
        d.t("   (LOS %d days)\n" % (c.today - adm).days)
        if r.random() < 0.4:
            d.w("Admission ", r.choice(["episode no. ", "account ", "spell no. "]), PHI(c.episode, "ACCOUNT"), "\n")
        d.t("Legal status on discharge: %s\n" % (r.choice(["informal", "informal (s2 lapsed)", "CTO"]) if c.uk else
                                                  r.choice(["voluntary", "voluntary (TTO revoked)", "CTO"])))
    else:
        d.w("Open to team: ", c.date(adm, ["dmy", "month_y", "mon_y"]), " - ",
            c.date(c.today, ["dmy", "month_y"]), "\n")
    d.f("Consultant: {tPSY}\n")
    d.f("\nDiagnosis: {DXNAME} ({ICD})\n", **ex)
    d.t("\nSummary of " + ("admission" if mbu else "care") + ":\n")
    e1, e2 = r.randint(18, 27), r.randint(3, 11)
    for s in COURSE[g][:r.randint(1, 2)]:
        d.f(s + " ", dose=r.choice(["10mg", "15mg", "20mg"]), DMID=c.date(adm + dt.timedelta(days=r.randint(7, 14)),
                                                                         X.SHORT_STYLES + ["dmy"]),
            e1=str(e1), e2=str(e2))
    d.t("\n")
    if r.random() < 0.5:
        K.filler(d, c, 1)
    d.t("\nMedication on discharge:\n")
    K.meds(d, c, dx, r.choice([0, 2]))
    d.t(r.choice(["14 days supply provided. ", "28 days TTO dispensed. ", "Dosette arranged via {0}. "]).replace(
        "{0}", "community pharmacy"))
    if r.random() < 0.4:
        d.w("Dispensing pharmacy: ", PHI(c.pharmacy, "HOSPITAL"))
    d.t("\n")
    if dx in ("bpad", "pp") and r.random() < 0.7:
        K.lithium(d, c)
    if r.random() < 0.5:
        K.labs(d, c)
    d.t("\nMother-infant relationship: ")
    d.f(r.choice(["warm and responsive; {P} confident in all aspects of care.",
                  "much improved - enjoys play, reads {BABY}'s cues well.",
                  "good; some anxiety around feeding persists."]) + "\n")
    d.t("\nRisk at discharge: ")
    d.t(r.choice(["low to self and baby.", "low; relapse risk in future pregnancies high (~50%).",
                  "low-moderate; safety plan shared."]) + "\n")
    d.t("\nRelapse indicators: %s.\n" % ", ".join(r.sample(["poor sleep", "irritability", "racing thoughts",
                                                             "withdrawal", "not eating", "stopping meds",
                                                             "intrusive thoughts increase"], 3)))
    d.t("\nFollow-up:\n")
    d.f("- {tCPN} (perinatal CPN) will visit on {DNEXT}.\n")
    d.f("- Outpatient review with {tPSY} on {DNEXT}.\n")
    if r.random() < 0.5:
        d.f("- Parent-infant work with {PIW} to continue.\n")
    d.t("\nACTIONS FOR GP:\n")
    for s in r.sample(["Please continue prescribing as above.", "Lithium level and U&E in 1 week.",
                       "Please note: future pregnancy - refer early for preconception advice.",
                       "Contraception discussed - she would like to discuss options with you.",
                       "Repeat TFTs in 6 weeks.", "Please review BP (on nifedipine)."], r.randint(1, 3)):
        d.t("- " + s + "\n")
    d.t("ACTIONS FOR " + ("HV" if c.uk else "MCHN") + ":\n")
    d.t("- " + r.choice(["Weight check in 1 week.", "Please continue universal contacts; EPDS at each.",
                         "Please support with sleep routine."]) + "\n\n")
    C.signature(d, c, r.choice(["psych", "reg"]), close=r.random() < 0.6)
    C.dictation(d, c, "psych")
    C.cc_list(d, c, ("cpn", "mw") if r.random() < 0.5 else ("cpn",))


# ---------------------------------------------------------------- parent-infant therapy session (own genre)
def pi_therapy(d, c, dx, ex):
    r = c.rng
    n = r.randint(1, 14)
    d.t(r.choice(["Parent-Infant Psychotherapy - Session %d\n" % n, "PARENT INFANT SESSION NOTE (%d)\n" % n,
                  "Infant Mental Health - session %d of 16\n" % n, "VIG session %d\n" % n]))
    if r.random() < 0.5:
        C.banner(d, c)
    else:
        d.w(c.ptn(r.choice(["full", "LF"])), " / ", c.fam(c.baby, r.choice(["full", "first"])), " (",
            PHI(str(c.baby_weeks), "AGE"), r.choice([" weeks", "/52", " wk"]), ")\n")
    d.w("Date: ", c.date(c.today, ["dmy", "dmy2", "wd_dmy", "dmon"]), "    ")
    if r.random() < 0.4:
        d.w(r.choice(["Playroom ", "Therapy room ", "Room "]), PHI(str(r.randint(1, 6)), "LOCATION_OTHER"), ", ",
            PHI(c.team, "HOSPITAL"))
    else:
        d.t(r.choice(["home", "family room", "telehealth"]))
    d.t("\n")
    d.w("Therapist: ", C.sn(c, r.choice(["piw", "psychol"]), "full"), "\n")
    d.f("Present: {P}, {BABY}" + r.choice(["", ", {PART} (second half)", ", {MUM}"]) + "\n\n")
    d.t(r.choice(["Observation\n", "What happened:\n", "Session content\n"]))
    bw = c.baby_weeks
    d.f(r.choice([
        "{BABY} arrived asleep in the car seat and woke after 10 minutes. {P} waited before picking {bher} up and "
        "commented '{bshe}'s looking for me'. Lots of mutual gaze during the nappy change. ",
        "{P} spent the first part of the session talking about her own mother and how 'nothing was ever good "
        "enough'. {BABY} became unsettled when {P} cried; she noticed this and soothed with rocking. ",
        "Watch, Wait and Wonder: {P} followed {BABY}'s lead with the rattle for about 8 minutes - the longest so "
        "far. She found the silence difficult initially. ",
        "Reviewed VIG clip from last week: 3 seconds of shared smile. {P} was moved and said 'I didn't know {bshe} "
        "looks at me like that'. ",
        "{BABY} was fractious and arching during the feed. {P} said she feels rejected when this happens; we "
        "wondered together about reflux and tiredness rather than rejection. "]),
        bher="her" if c.baby.sex == "F" else "him", bshe="she" if c.baby.sex == "F" else "he")
    if bw and bw > 12:
        d.t(r.choice(["Now rolling and babbling; ", "Sitting with support; ", "Reaching for toys; "]))
        d.t(r.choice(["social referencing noted.", "good developmental progress.", "enjoys peekaboo."]))
    d.t("\n\n")
    d.t(r.choice(["Reflection\n", "Formulation / thoughts\n", "Therapist reflections:\n"]))
    d.f(r.choice([
        "Ghosts in the nursery: {P}'s own experience of care (placed with foster carers aged {AGEX}) shapes her "
        "fear that {BABY} will not love her.",
        "Growing capacity to mentalise the baby's states; less hostile attributions.",
        "Continues to struggle with separations - became anxious when {BABY} was with the nursery nurse.",
        "Relationship appears warmer; PBQ improved from 32 to 18."]) + "\n\n")
    d.t("Plan: ")
    d.f(r.choice(["next session {DNEXT}", "continue weekly, next {DNEXT}", "joint session with {PART} on {DNEXT}",
                  "review at 8 sessions with {tPSY}"]) + ". ")
    if r.random() < 0.3:
        d.f("Video link for next session: {u}\n", u=c.url("meet"))
    else:
        d.t("\n")
    if r.random() < 0.3:
        d.w("Recording consent form signed; footage stored under case ", PHI("VIG-" + X.digits(r, 5), "IDNUM"), "\n")
    C.audit(d, c, r.choice(["piw", "psychol"]))


# ---------------------------------------------------------------- MBU nursing shift report (own genre)
def nursing(d, c, dx, ex):
    r = c.rng
    shift = r.choice(["Night", "Early", "Late", "Long day", "night"])
    d.w(PHI(c.mbu, "HOSPITAL") if r.random() < 0.6 else "MBU", " - nursing ", shift.lower(), " shift report ",
        c.date(c.today, ["dmy", "dmy2", "wd_short", "d_mon"]), "\n")
    d.w(r.choice(["Room ", "Rm ", "Bedroom "]), PHI(str(r.randint(1, 12)), "LOCATION_OTHER"), " | ",
        c.ptn(r.choice(["full", "first", "LF"])), " | ", c.localid()[1])
    if not c.antenatal:
        d.w(" | baby ", c.fam(c.baby, "first"), " ", PHI(str(c.baby_weeks), "AGE"), "/52")
    d.t("\n")
    d.w("Named nurse: ", C.sn(c, "rn", r.choice(["full", "first", "fi2"])), "   NN: ",
        C.sn(c, "nn", r.choice(["first", "full"])), "\n")
    d.t("Obs level: %s   Baby care level: %s\n" % (r.choice(["general", "intermittent 15 min", "1:1 arm's length",
                                                          "general/hourly"]), r.choice(["1", "2", "3"])))
    d.t("\n")
    if c.style % 2:
        rows = []
        t = {"night": 20, "early": 6, "late": 13, "long day": 7}[shift.lower()] + r.randint(0, 1)
        for i in range(r.randint(3, 6)):
            t = (t + r.randint(1, 2)) % 24
            rows.append("%02d:%02d %s" % (t, r.choice([0, 10, 20, 30, 45]), r.choice([
                "feed - EBM %dml" % r.randint(60, 150), "breastfed %d min" % r.randint(10, 30),
                "formula %dml, winded well" % r.randint(60, 180), "nappy change by mum", "settled in cot",
                "mum asleep - NN fed baby", "mum awake, anxious, PRN offered"])))
        d.t(("Feeds/night log:\n" if shift.lower() == "night" else "Feeds/care log:\n") + "\n".join(rows) + "\n")
    d.f(r.choice([
        "{P} slept approx %dh (sleep chart). " % r.randint(2, 8),
        "Poor sleep, up at 3am asking for her phone to call {PART}. ",
        "Settled night, required no PRN. ",
        "Restless from 02:00; promethazine 25mg PRN given at 02:30 with good effect. "]))
    d.f(r.choice([
        "Mood appeared brighter, engaged in baby massage group. ",
        "Presented flat and withdrawn, spent most of shift in room. ",
        "Some grandiose content noted ('I could run this unit'). ",
        "Tearful after phone call with {MUM}; accepted 1:1 time. "]))
    d.f(r.choice(["Ate well. ", "Poor diet and fluid intake - food chart started. ", "Skipped breakfast. "]))
    d.t("\n")
    K.vitals(d, c)
    if r.random() < 0.5:
        d.f("Visitors: {PART} " + r.choice(["18:00-20:00", "in the afternoon", "with {SIB}"]) + ". ")
    if r.random() < 0.4:
        d.f("Leave: " + r.choice(["2h escorted leave to {TOWN} town centre with {PART} - returned on time.",
                                  ("Section 17" if c.uk else "Approved") + " leave with baby and {MUM} to the park, no concerns.",
                                  "Overnight leave planned for {DNEXT}."]) + " ")
    if r.random() < 0.3:
        d.w("Baby's security tag ", PHI("IST-" + X.digits(r, 5), "DEVICE"), " alarmed at exit door 21:10 - "
            "false alarm, tag checked and refitted.")
    if r.random() < 0.25:
        d.w("Breast pump on loan (serial ", PHI(r.choice(["MDL-", "BP", ""]) + X.digits(r, 6) + X.letters(r, 1), "DEVICE"),
            ") returned to store.")
    if r.random() < 0.3:
        d.w("Incident form completed (", PHI(r.choice(["W", "IR-"]) + X.digits(r, 6), "IDNUM"), ") re ",
            r.choice(["medication error (PRN charted twice)", "baby rolled from changing mat - no injury",
                      "verbal aggression towards staff"]), ".")
    d.t("\n")
    d.t(r.choice(["For handover: ", "Plan for next shift: ", "To do: "]))
    d.f(r.choice(["medical review re sleep; chase bloods.", "ward round {DNEXT}.",
                  "support with bath time; encourage mum to lead.", "call {PART} re leave plans.",
                  "repeat EPDS; observe feed."]) + "\n")
    d.w(C.sn(c, "rn", r.choice(["full", "fi2", "first"])), " ", c.staff["rn"].cred, "\n")
    if r.random() < 0.3:
        C.audit(d, c, "rn")
