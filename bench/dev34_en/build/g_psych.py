"""Psychiatric inpatient and liaison psychiatry notes."""
from phi import S
from common import (landmark, gp_word, pick, chance, time_s, hdr_kv, hdr_banner, hdr_table, hdr_terse, letter_open,
                    sign_letter, esign, dictation_footer, contact_footer, portal_line, telehealth_line,
                    fu_line, id_line, site_block, prof_s, occ_sentence, rel_occ, rand_name, rand_given, stem, a_prof)
from case import org_name

LEGAL = {
    "UK": ["detained under Section 2 of the Mental Health Act 1983", "detained under Section 3 MHA",
           "informal admission", "admitted informally, later placed on Section 5(2)",
           "transferred on Section 136 to the place of safety, then Section 2"],
    "IE": ["involuntary admission under the Mental Health Act 2001 (Form 6 completed)",
           "voluntary admission", "admitted voluntarily; status reviewed under Section 23"],
    "US": ["involuntary 72-hour hold", "voluntary admission (signed in)", "emergency certificate, converted to voluntary",
           "involuntary commitment petition filed"],
    "CA": ["Form 1 (Application for Psychiatric Assessment) under the Mental Health Act",
           "involuntary patient (Form 3)", "voluntary (informal) patient", "certified under the Mental Health Act"],
    "AU": ["involuntary patient under the Mental Health Act", "voluntary patient",
           "Assessment Order, later Temporary Treatment Order"],
    "NZ": ["Section 11 assessment under the Mental Health (Compulsory Assessment and Treatment) Act 1992",
           "informal patient", "Section 13 further assessment"],
}

DX = ["relapse of paranoid schizophrenia", "first-episode psychosis", "bipolar affective disorder, current episode manic with psychotic features",
      "severe depressive episode with psychotic features", "schizoaffective disorder, depressive type",
      "emotionally unstable personality disorder with recurrent self-harm", "postpartum psychosis",
      "persistent delusional disorder", "catatonic stupor in the context of depression",
      "drug-induced psychosis (methamphetamine)", "recurrent depressive disorder, severe, with suicidal ideation",
      "acute and transient psychotic disorder", "bipolar II disorder, mixed features"]

MEDS = ["olanzapine 10 mg nocte", "aripiprazole 15 mg mane", "risperidone 2 mg BD", "quetiapine 200 mg nocte",
        "lithium carbonate 800 mg nocte (level 0.7 mmol/L)", "sodium valproate 500 mg BD", "sertraline 100 mg mane",
        "mirtazapine 30 mg nocte", "venlafaxine XL 150 mg", "clozapine 300 mg nocte", "lorazepam 1 mg PRN (max 4 mg/24h)",
        "paliperidone palmitate 100 mg IM monthly", "haloperidol 5 mg IM PRN", "promethazine 25 mg PRN",
        "zopiclone 7.5 mg nocte PRN", "procyclidine 5 mg PRN"]

ORDINAL_WD = ["first", "second", "third", "fourth", "fifth", "sixth"]


def mse(c):
    p = c.pt
    app = pick(c, ["Unkempt, malodorous, dressed in several layers despite the heat.",
                   "Casually dressed, adequate self-care, multiple healed scars to forearms.",
                   "Thin, dishevelled; poor eye contact; sitting on the edge of the bed.",
                   "Well kempt, appropriately dressed, good rapport established.",
                   "Dressed in hospital gown, IV cannula in situ, appeared fatigued."])
    beh = pick(c, ["Psychomotor agitation, pacing, intermittently guarded.", "Psychomotor retardation; long response latencies.",
                   "Restless, disinhibited, overfamiliar with staff.", "Calm and cooperative throughout.",
                   "Perplexed; appeared to be responding to unseen stimuli at times."])
    speech = pick(c, ["pressured, loud, difficult to interrupt", "soft, monotonous, reduced in quantity",
                      "normal rate and volume", "slowed with increased latency", "rapid with flight of ideas"])
    mood = pick(c, ['"rubbish"', '"never better"', '"empty"', '"fine"', '"scared"', '"like I want to disappear"'])
    affect = pick(c, ["blunted", "labile and irritable", "reactive but restricted", "incongruent, fatuous", "flat", "anxious"])
    tf = pick(c, ["loosening of associations and tangentiality", "circumstantial but goal-directed", "linear and coherent",
                  "flight of ideas with clang associations", "thought block observed twice"])
    tc = pick(c, ["persecutory delusions that neighbours are poisoning the water supply",
                  "grandiose belief of being chosen to lead a new political movement",
                  "nihilistic delusions (believes organs are rotting)",
                  "ongoing suicidal ideation with plan; denies intent while on the ward",
                  "ideas of reference from the television; no thoughts of harm to others",
                  "guilt-laden ruminations; passive death wish, no active plan"])
    perc = pick(c, ["Second-person command hallucinations telling %s to hurt %sself." % (p.obj, p.obj if p.sex != "X" else "them"),
                    "Third-person running commentary; denies visual hallucinations.",
                    "No perceptual abnormalities elicited.", "Reports seeing shadows in peripheral vision at night.",
                    "Olfactory hallucinations (smell of burning)."])
    cog = pick(c, ["Alert, oriented to time, place and person. MoCA 27/30.", "Oriented x3; attention intact on serial 7s.",
                   "Disoriented to date; MoCA not completed due to agitation.", "Grossly intact on informal testing."])
    ins = pick(c, ["Poor insight; does not accept illness model.", "Partial insight; agrees to medication but not to admission.",
                   "Good insight and judgement.", "Insight limited; judgement impaired."])
    return ("MENTAL STATE EXAMINATION\nAppearance: %s\nBehaviour: %s\nSpeech: %s.\nMood: %s. Affect: %s.\n"
            "Thought form: %s.\nThought content: %s.\nPerception: %s\nCognition: %s\nInsight: %s") % (
        app, beh, speech, mood, affect, tf, tc, perc, cog, ins)


def social(c):
    p = c.pt
    r = c.rel[-1]
    parts = []
    if c.child:
        parts.append("%s lives with %s %s %s and attends %s." % (
            p.Pronoun, p.poss, c.rel[0].relation, c.rel[0].name("full"), S("ORGANIZATION", c.school)))
    else:
        parts.append(pick(c, [
            "Lives alone in a rented flat at %s." % S("STREET", c.addr["street"]),
            "Lives with %s %s %s (%s) in %s." % (p.poss, r.relation, r.name("full"), S("AGE", c.rng.randint(18, 80)), S("CITY", c.addr["city"])),
            "Currently of no fixed abode; previously sofa-surfing with %s %s." % (p.poss, r.name("given")),
            "Lives in supported accommodation run by %s." % S("ORGANIZATION", org_name(c.rng, c.loc, "charity")),
        ]))
        parts.append(occ_sentence(c))
        if not c.profession.startswith("retired") and chance(c, 0.5):
            parts.append("Off sick since %s." % c.d(c.ago(c.rng.randint(20, 200)), "month_year"))
    if c.country_of_birth and chance(c, 0.8):
        parts.append("Born in %s, moved here in %s." % (S("COUNTRY", c.country_of_birth), c.d(c.past(800, 9000), "year")))
    if r.profession and chance(c, 0.6):
        parts.append("%s %s %s%s." % (p.Poss, r.relation, r.name("given"), rel_occ(r)))
    return " ".join(parts)


def risk(c):
    p = c.pt
    s = "RISK ASSESSMENT\n"
    s += "To self: " + pick(c, ["HIGH - recent serious attempt, ongoing ideation.", "Moderate - chronic ideation, no current plan.",
                                "Low-moderate, protective factors: children, faith, engagement."]) + "\n"
    s += "To others: " + pick(c, ["Threats made to neighbour " + S("FAMILY", rand_name(c)) + "; no weapons access.",
                                  "No history of violence.", "Assault on security staff during previous admission in " +
                                  c.d(c.past(300, 2000), "year") + "."]) + "\n"
    s += "From others / vulnerability: " + pick(c, ["Financial exploitation suspected.", "Nil known.",
                                                     "Victim of domestic abuse (ex-partner)."])
    if chance(c, 0.25):
        s += "\nDriving: holds licence (" + S("LICENSE", c.loc.drivers_licence(c.rng)) + "); vehicle reg " + \
             S("VEHICLE", c.loc.plate(c.rng)) + " - keys held by family; advised not to drive" + \
             (" and to inform the DVLA" if c.loc.code == "UK" else "") + "."
    return s


def admission(c):
    p, L, r = c.pt, c.loc, c.rng
    fam = c.rel[0]
    ward = c.ward
    bed = str(r.randint(1, 24))
    adm = c.visit
    head = pick(c, [
        lambda: hdr_kv(c, pick(c, ["ADMISSION ASSESSMENT - ADULT ACUTE PSYCHIATRY", "Psychiatric Admission Note",
                                   "INPATIENT ADMISSION CLERKING"]),
                       loc_line="Ward: " + ward.n() + ", bed " + S("LOCATION_OTHER", bed) + ", " + c.site.n(),
                       provider="Admitting doctor: " + c.trainee.t("full") + pick(c, [" (" + L.pager_word() + " " + S("PHONE", c.trainee.pager) + ")", ""])),
        lambda: hdr_banner(c, "PSYCHIATRY ADMISSION - " + c.site.n()) + "\nAdmitted to " + ward.n() + " bed " + S("LOCATION_OTHER", bed) + " on " + c.v() + " at " + time_s(c),
        lambda: hdr_table(c, "Acute Inpatient Admission", [("Ward", ward.n()), ("Bed", S("LOCATION_OTHER", bed)),
                                                            ("Consultant", c.cons.t())]),
    ])()
    legal = pick(c, LEGAL[L.code])
    dx = pick(c, DX)
    age = c.a_age(pick(c, ["year-old", "yo", "words", "year-old"]))
    hpi = ("HISTORY OF PRESENTING COMPLAINT\n%s is %s %s %s, %s. %s was brought to %s by %s on %s after %s %s %s "
           "reported %s had not slept for several nights, was %s, and had %s.") % (
        p.name(pick(c, ["full", "title", "given"])), age, pick(c, ["single", "married", "separated", "divorced", "widowed"]),
        p.manwoman, legal, p.Pronoun, pick(c, [c.hosp.n() + " ED", "the Emergency Department at " + c.hosp.n(), c.site.n()]),
        pick(c, ["police", "ambulance", "the crisis team", p.poss + " " + fam.relation]),
        c.d(c.ago(r.randint(0, 2)), pick(c, [c.ds, L.wd_style(r)])),
        pick(c, ["concerns raised by", "a call from", "a visit from"]), p.poss + " " + fam.relation, fam.name(pick(c, ["full", "given"])),
        p.pronoun, pick(c, ["talking to the television", "barricading the front door", "not eating", "giving away belongings",
                            "walking on the motorway verge", "shouting at neighbours"]),
        pick(c, ["stopped taking medication around " + c.d(c.ago(r.randint(20, 90)), L.daymonth_style(r)),
                 "been drinking heavily since " + S("DATE", pick(c, L.holidays())),
                 "lost " + p.poss + " job at " + S("ORGANIZATION", c.employer) + " in " + c.d(c.ago(r.randint(30, 200)), "month_year")]))
    if chance(c, 0.5):
        hpi += " Police located %s at %s at %s." % (p.obj, landmark(c), time_s(c))
    hpi += " Collateral from %s (%s) confirms a %s-week decline." % (
        fam.name("full"), c.phone(fam.phone), r.randint(2, 8))
    first_age = r.randint(min(14, c.age - 1), max(14, c.age - 2))
    past = ("PAST PSYCHIATRIC HISTORY\nDiagnosis: %s. First contact with services in %s aged %s. "
            "Previous admissions: %s (%s), %s (%s). Last community review with %s, %s, on %s.") % (
        dx, c.d(c.at_age(first_age), "year"), S("AGE", first_age),
        S("HOSPITAL", c.hosp.name), c.d(c.past(400, 2000), "month_year"),
        ward.n(), c.d(c.past(100, 399), pick(c, ["mon_year", "month_year", c.ds])),
        c.nurse2.nm(), {"UK": "CPN", "IE": "CMHN", "AU": "case manager", "NZ": "key worker", "US": "case manager", "CA": "case manager"}[L.code],
        c.d(c.ago(r.randint(7, 60))))
    meds = "CURRENT MEDICATION\n" + "\n".join("- " + m for m in r.sample(MEDS, r.randint(2, 5)))
    if chance(c, 0.5):
        meds += "\nDispensed by " + c.pharmacy.n() + ", " + c.inst_addr(c.pharmacy) + " (" + c.phone(c.pharmacy.phone) + ")"
    subs = "SUBSTANCE USE\n" + pick(c, ["Cannabis daily (~2 g), alcohol 40 units/week.", "Denies illicit drugs; alcohol socially.",
                                         "Methamphetamine IV, last use 3 days ago. Nicotine 20/day.",
                                         "Alcohol 10 units/day; withdrawal seizures in the past."])
    fh = "FAMILY HISTORY\n" + pick(c, ["Mother had bipolar disorder; maternal uncle died by suicide aged %s." % S("AGE", r.randint(25, 60)),
                                         "Nil known psychiatric history.",
                                         "Father alcohol dependent, died at %s." % S("AGE", r.randint(45, 75)),
                                         "Sister (%s) treated for schizophrenia at %s." % (S("FAMILY", rand_given(c)), S("HOSPITAL", c.hosp.name))])
    soc = "SOCIAL HISTORY\n" + social(c)
    plan_lines = ["1. %s; legal status and rights explained (%s)." % (legal[0].upper() + legal[1:], c.v()),
                  "2. Observation level: " + pick(c, ["general", "intermittent (every 15 minutes)", "within eyesight", "1:1 arm's length"]) + ".",
                  "3. Commence " + pick(c, MEDS) + "; baseline ECG, FBC, U&E, LFT, lipids, HbA1c, prolactin.",
                  "4. Collateral and family meeting with %s on %s." % (fam.name("full"), c.dd(r.randint(1, 5), L.wd_style(r))),
                  "5. Referral to %s (social worker) re housing." % c.allied.nm()]
    if chance(c, 0.3):
        plan_lines.append("6. Ward entry via biometric access; palm-vein ID " + S("BIOID", "PV-%05d" % r.randint(0, 99999)) + " enrolled for escorted leave.")
    plan = "IMPRESSION\n%s. \n\nPLAN\n%s" % (dx[0].upper() + dx[1:], "\n".join(plan_lines))
    foot = pick(c, [lambda: esign(c, c.trainee), lambda: c.trainee.sig() + ", " + c.trainee.position + pick(c, ["Core Trainee", "Psychiatry Resident", "Registrar", "SHO"]) +
                    "\nDiscussed with " + c.cons.t() + " (" + pick(c, ["Consultant", "Attending"]) + ")\n" + c.v() + " " + time_s(c)])()
    return [head, hpi, past, meds, subs, fh, soc, mse(c), risk(c), plan, foot]


def ward_round(c):
    p, L, r = c.pt, c.loc, c.rng
    day = r.randint(2, 40)
    wr_date = c.visit
    adm = c.ago(day)
    present = [c.cons.t() + " (Cons)", c.trainee.t() + pick(c, [" (ST5)", " (CT2)", " (Resident)", " (Reg)"]),
               c.nurse.nm() + " (" + pick(c, ["RMN", "RN", "named nurse", "primary nurse"]) + ")"]
    if chance(c, 0.5):
        present.append(c.allied.nm() + " (" + pick(c, ["OT", "psychologist", "pharmacist", "social worker"]) + ")")
    if chance(c, 0.4):
        present.append(c.rel[0].name("full") + " (" + c.rel[0].relation + ")")
    s = pick(c, ["WARD ROUND ", "MDT REVIEW ", "Consultant ward round - "]) + c.d(wr_date, pick(c, [c.ds, L.wd_style(r)])) + " " + time_s(c)
    s += "\n" + c.ward.n() + ", " + c.site.n() + " | " + p.name(pick(c, ["upper", "full"])) + " | " + id_line(c, " | ")
    s += "\nDay %d of admission (admitted %s). Bed %s." % (day, c.d(adm), S("LOCATION_OTHER", str(r.randint(1, 20))))
    s += "\nPresent: " + ", ".join(present)
    s += "\n\nS: " + pick(c, [
        '%s says "I am not unwell, the staff are in on it." Slept 4h per night chart.' % p.name("given"),
        'Reports mood "a bit better". Denies current SI. Asking about leave to see %s %s.' % (p.poss, c.rel[-1].name("given")),
        "Refused morning medication x2. Calls from %s's %s daily." % (p.name("surname"), c.rel[0].relation),
        "Engaging with OT groups. Some residual voices, less distressing.",
        'Told night staff: "%s is the only one who knows, ask %s, not me." Denies SI.' % (S("FAMILY", c.rel[0].given.lower()), S("FAMILY", c.rel[0].given.lower())),
        '"tell %s i\'m not coming home till they stop watching the house"; sleeping poorly.' % S("FAMILY", c.rel[-1].given.lower())])
    s += "\nO: " + pick(c, ["Obs stable. Weight 71.4 kg. ", "BP 128/80, HR 96. ", "No incidents reported. ", "One incident of verbal aggression on " + c.d(c.ago(r.randint(1, 3)), L.wd_style(r)) + ". "])
    s += "Nursing notes reviewed (" + c.nurse2.nm() + "). "
    s += pick(c, ["Clozapine level requested (sample " + S("IDNUM", "CZ%06d" % r.randint(0, 999999)) + ").",
                  "Lithium 0.8 mmol/L on " + c.d(c.ago(r.randint(1, 5))) + ".",
                  "ECG QTc 438 ms.", "Bloods unremarkable."])
    s += "\nMSE: " + pick(c, ["Calmer, less guarded. Speech normal. Persecutory beliefs persist but less preoccupied.",
                              "Elated, disinhibited. Pressured speech. Grandiose.", "Low, tearful. Passive SI, no plan.",
                              "Euthymic. Reactive affect. No psychotic phenomena elicited."])
    s += "\nA: " + pick(c, DX) + " - " + pick(c, ["improving", "slow response", "partially treated", "stable"]) + "."
    leave = pick(c, ["15 min escorted ground leave", "1 h escorted leave with family", "unescorted leave 2 h", "no leave"])
    s += "\nP:\n- " + pick(c, MEDS) + "\n- Leave: " + leave
    if "family" in leave:
        s += " (with " + c.rel[0].name("full") + ", contact " + c.phone(c.rel[0].phone) + ")"
    s += "\n- " + pick(c, [("Tribunal hearing " if L.code in ("UK", "IE", "NZ", "AU") else "Commitment hearing ") + c.dd(r.randint(3, 20)) + "; report due " + c.dd(r.randint(1, 3)) + ".",
                            ("CPA/discharge planning meeting " if L.code == "UK" else "Discharge planning meeting ") + c.dd(r.randint(3, 14), L.wd_style(r)) + ".",
                            "Family meeting " + c.dd(r.randint(2, 10)) + " with " + c.rel[0].name("full") + ".",
                            "Physical health: refer dietitian; repeat lipids " + c.dd(r.randint(7, 30)) + "."])
    s += "\n- Review next ward round " + c.dd(7, L.wd_style(r)) + "."
    if chance(c, 0.6):
        s += "\n\n" + esign(c, c.trainee)
    else:
        s += "\n\n" + c.trainee.nm("init_surname") + " " + c.trainee.creds + " / " + L.pager_word() + " " + S("PHONE", c.trainee.pager)
    return s


def liaison(c):
    p, L, r = c.pt, c.loc, c.rng
    ref = c.cons2
    medward = c.ward
    bed = str(r.randint(1, 30))
    reason = pick(c, [
        ("intentional overdose", "Took %d x 500 mg paracetamol and %d x 10 mg sertraline at approximately %s on %s, after an argument with %s %s %s."),
        ("delirium vs depression", None), ("capacity to refuse treatment", None),
        ("self-harm (laceration)", None), ("alcohol withdrawal with agitation", None),
    ])
    HX = {
        "intentional overdose": ("an intentional overdose", [
            "Moderate depressive episode; impulsive overdose in context of relationship conflict.",
            "Recurrent self-harm, emotionally unstable personality traits.", "Adjustment disorder; low ongoing risk."]),
        "delirium vs depression": (pick(c, ["a fall and hip fracture", "urosepsis", "pneumonia"]), [
            "Hypoactive delirium secondary to sepsis; no evidence of primary mood disorder.",
            "Mixed delirium superimposed on probable Alzheimer's dementia."]),
        "capacity to refuse treatment": (pick(c, ["an infected diabetic foot", "upper GI bleed", "a fractured neck of femur"]), [
            "Persistent delusional disorder; currently lacks capacity regarding the proposed treatment.",
            "No mental disorder identified; decision is unwise but capacitous."]),
        "self-harm (laceration)": ("deep forearm lacerations requiring tendon repair", [
            "Recurrent self-harm, emotionally unstable personality traits.",
            "Moderate depressive episode with deliberate self-harm."]),
        "alcohol withdrawal with agitation": (pick(c, ["alcoholic hepatitis", "a fall with rib fractures", "acute pancreatitis"]), [
            "Alcohol dependence with withdrawal; Wernicke's encephalopathy not excluded.",
            "Alcohol withdrawal delirium (delirium tremens)."]),
    }
    adm_reason, impressions = HX[reason[0]]
    event = {
        "intentional overdose": "%s regrets surviving and declined to give a safety plan initially." % p.Pronoun,
        "delirium vs depression": "Nursing staff report nocturnal agitation and pulling at lines since %s." % c.d(c.ago(r.randint(1, 4)), L.wd_style(r)),
        "capacity to refuse treatment": "%s is refusing the proposed procedure and has asked to self-discharge." % p.Pronoun,
        "self-harm (laceration)": "%s told the night nurse (%s) %s wished %s had not woken up." % (p.Pronoun, c.nurse2.nm(), p.pronoun, p.pronoun),
        "alcohol withdrawal with agitation": "Tremulous and sweating; CIWA-Ar 19 at %s; seeing insects on the wall." % time_s(c),
    }[reason[0]]
    hdr = pick(c, [
        lambda: hdr_kv(c, pick(c, ["LIAISON PSYCHIATRY CONSULTATION", "Consultation-Liaison Psychiatry - Initial Consult",
                                   "Psychiatric Liaison Assessment"]),
                       loc_line="Location: " + medward.n() + ", bed " + S("LOCATION_OTHER", bed) + ", " + c.site.n(),
                       provider="Requesting clinician: " + ref.t("full") + " (" + pick(c, ["Acute Medicine", "Gastroenterology", "Trauma", "Geriatrics", "General Surgery"]) +
                       "), " + L.pager_word() + " " + S("PHONE", ref.pager)),
        lambda: hdr_terse(c) + "\nSeen in " + pick(c, ["ED cubicle ", "Resus bay ", "Majors bay "]) + S("LOCATION_OTHER", str(r.randint(1, 20))) + ", " + c.site.n() + "\nReferred by " + ref.t() + " (ED)",
    ])()
    s = [hdr]
    if reason[1]:
        fam = c.rel[0]
        s.append("REASON FOR REFERRAL\n%s. " % reason[0].capitalize() + reason[1] % (
            r.randint(16, 48), r.randint(10, 28), time_s(c), c.d(c.ago(r.randint(0, 2)), pick(c, [c.ds, L.wd_style(r)])),
            p.poss, fam.relation, fam.name("given")) +
            " Presented %s hours later; paracetamol level %d mg/L at %s; NAC started per nomogram." % (
                r.randint(2, 14), r.randint(40, 220), time_s(c)))
    else:
        s.append("REASON FOR REFERRAL\n%s. Referred by %s (%s) on %s." % (
            reason[0].capitalize(), ref.t("full"), pick(c, ["medical registrar", "ward consultant", "surgical team"]), c.v()))
    s.append("HISTORY\n%s %s is %s %s %s admitted on %s with %s. %s" % (
        p.title, p.name("surname"), c.a_age(pick(c, ["year-old", "yo", "year-old"])), p.sexword,
        prof_s(c.profession or "student"),
        c.d(c.ago(r.randint(0, 10))), adm_reason, event))
    coll = c.rel[-1]
    if chance(c, 0.3):
        s.append('Patient\'s account: "me and %s had a row on %s and i just took everything in the drawer."' % (
            S("FAMILY", c.rel[0].given.lower()), S("DATE", L._fmt(c.ago(r.randint(1, 3)), "weekday").lower())))
    s.append("COLLATERAL\nSpoke by telephone with %s (%s) on %s: %s" % (
        coll.name("full"), coll.relation, c.phone(coll.phone),
        pick(c, ["no previous psychiatric contact; recent bereavement (%s's %s died %s)." % (p.name("given"), pick(c, ["mother", "brother", "wife", "partner", "son"]), c.d(c.ago(r.randint(30, 300)), "month_year")),
                 "longstanding low mood; seen by GP " + c.gp.t() + " at " + c.gp_practice.n() + " and started on sertraline in " + c.d(c.past(60, 500), "month_year") + ".",
                 "heavy drinking for years; previous detox at " + c.hosp.n() + " in " + c.d(c.past(200, 1500), "year") + "."])))
    s.append(mse(c))
    if reason[0] == "capacity to refuse treatment" or chance(c, 0.3):
        s.append("CAPACITY ASSESSMENT (decision: " + pick(c, ["surgical repair", "blood transfusion", "discharge against advice", "PEG insertion"]) + ")\n"
                 "Understands: " + pick(c, ["yes", "partially"]) + ". Retains: yes. Weighs: " + pick(c, ["no - influenced by delusional belief", "yes"]) +
                 ". Communicates: yes. Conclusion: " + pick(c, ["lacks capacity for this decision at this time", "has capacity for this decision"]) + ".")
    s.append(risk(c))
    s.append("IMPRESSION\n" + pick(c, impressions))
    plan = ["Not detainable; medically fit for discharge from a psychiatric perspective once cleared by medicine.",
            "Follow-up with %s crisis team; contact %s." % (S("HOSPITAL", stem(c) + " Community Mental Health Team"), c.phone(L.phone(r))),
            "%s (%s, %s) to review in 1 week." % (gp_word(c).upper() if c.loc.code != "CA" else "Family physician", c.gp.t(), c.gp_practice.n()),
            "Pabrinex IV 2 pairs TDS x 3 days; CIWA-Ar monitoring.",
            "Avoid benzodiazepines; haloperidol 0.5 mg PRN for distressing agitation (max 2 mg/24h).",
            "Liaison team will review again " + c.dd(r.randint(1, 3), L.wd_style(r)) + "."]
    s.append("RECOMMENDATIONS\n" + "\n".join("%d) %s" % (i + 1, x) for i, x in enumerate(r.sample(plan, r.randint(3, 5)))))
    s.append(pick(c, [lambda: esign(c, c.trainee), lambda: c.trainee.t("full") + ", Liaison Psychiatry " + pick(c, ["Registrar", "Fellow", "Resident"]) +
                      "\nDiscussed with " + c.cons.t("full") + ". " + L.pager_word().capitalize() + " " + S("PHONE", c.cons.pager),
                      lambda: dictation_footer(c, c.cons)])())
    return s


def discharge(c):
    p, L, r = c.pt, c.loc, c.rng
    los = r.randint(8, 90)
    adm = c.ago(los)
    s = [letter_open(c, pick(c, ["Adult Inpatient Mental Health Services", "Department of Psychiatry", "Acute Psychiatric Unit"]))]
    s.append(pick(c, ["DISCHARGE SUMMARY", "Inpatient discharge notification"]) +
             "\nAdmitted: %s   Discharged: %s   Ward: %s" % (c.d(adm), c.v(), c.ward.n()) +
             "\nLegal status on admission: " + pick(c, LEGAL[L.code]) +
             "\nDiagnosis: " + pick(c, DX))
    s.append("%s was admitted %s after %s. %s" % (
        p.title + " " + p.name("surname"), pick(c, ["via the Emergency Department at " + c.hosp.n(), "from home following " + ("a Mental Health Act assessment" if L.code in ("UK", "IE", "NZ", "AU", "CA") else "an emergency evaluation by the mobile crisis team"),
                                                  "as a transfer from " + c.hosp.n()]),
        pick(c, ["a period of escalating paranoia", "a serious suicide attempt by hanging", "a manic relapse", "stopping depot medication"]),
        pick(c, ["Medication was changed from %s to %s with good effect." % (pick(c, MEDS), pick(c, MEDS)),
                 "%s engaged well with psychology (%s) and OT." % (p.Pronoun, c.allied.nm()),
                 "Progress was slow initially; ECT was considered but not required."])))
    s.append("Key events:\n- %s: %s\n- %s: %s\n- %s: %s" % (
        c.d(c.ago(los - r.randint(1, 5))), pick(c, ["Absconded from the ward; returned by police from " + S("CITY", c.addr["city"]) + " same evening.",
                                                    "Started clozapine titration.", "Family meeting with " + c.rel[0].name("full") + "."]),
        c.d(c.ago(r.randint(5, max(6, los - 6)))), pick(c, ["Tribunal upheld section." if L.code in ("UK", "IE", "AU", "NZ") else "Review board upheld involuntary status.", "First unescorted leave.", "Overnight leave home over " + S("DATE", pick(c, L.holidays())) + "."]),
        c.d(c.ago(r.randint(1, 4))), ("Discharge CPA meeting" if L.code == "UK" else "Discharge planning meeting") + " attended by " + c.nurse.nm() + " (" + ("care coordinator" if L.code in ("UK", "IE") else "case manager") + ")."))
    s.append("Medication on discharge:\n" + "\n".join("  " + m for m in r.sample(MEDS, r.randint(2, 4))) +
             "\n14 days supplied; please continue prescribing.")
    s.append("Follow-up:\n- " + ("Care coordinator " if L.code in ("UK", "IE") else "Case manager ") + c.nurse.nm() + ", " + S("HOSPITAL", c.site.name + " CMHT" if L.code in ("UK", "IE") else c.site.name + " outpatient team") +
             ", " + c.phone(c.nurse.phone) + "\n- 72-hour follow-up call booked for " + c.dd(3, L.wd_style(r)) +
             "\n- Outpatient review with " + c.cons.t() + " on " + c.dd(r.randint(14, 42)) +
             ("\n- Relapse signature and crisis plan shared with %s (%s)." % (c.rel[0].name("full"), c.phone(c.rel[0].phone)) if chance(c, 0.6) else ""))
    if chance(c, 0.3):
        s.append(portal_line(c))
    s.append(sign_letter(c, pick(c, ["Attending Psychiatrist", "Staff Psychiatrist"] if L.code in ("US", "CA") else
                                    ["Consultant Psychiatrist", "Consultant in General Adult Psychiatry"])))
    return s


def tribunal(c):
    p, L, r = c.pt, c.loc, c.rng
    s = [pick(c, ["RESPONSIBLE CLINICIAN'S REPORT TO THE TRIBUNAL", "Report for Mental Health Review Tribunal",
                  "Psychiatric report - review hearing"])]
    s.append("Patient: %s\nDate of birth: %s\n%s\nHospital: %s, %s\nDate of hearing: %s\nAuthor: %s, %s\n%s" % (
        p.name("fullmid_long"), c.dob_s("long_uk" if L.code not in ("US", "CA") else "long_us"), id_line(c, "\n"),
        c.ward.n(), c.site.n(), c.dd(r.randint(3, 14)), c.cons.t("full"), "Responsible Clinician" if L.code in ("UK", "IE") else "Treating Psychiatrist",
        c.cons.lic()))
    s.append("1. I have been %s's treating psychiatrist since %s. I last examined %s on %s." % (
        p.name("surname"), c.d(c.past(30, 900), "month_year"), p.obj, c.d(c.ago(r.randint(1, 6)))))
    born = S("COUNTRY", c.country_of_birth) if c.country_of_birth else S("CITY", c.addr["city"])
    bg = "2. Background: %s was born in %s and grew up in %s. %s left %s at %s and worked as %s." % (
        p.name("given"), born, S("CITY", c.addr["city"]) if c.country_of_birth else "the area", p.Pronoun,
        S("ORGANIZATION", org_name(r, L, "secondary")), S("AGE", r.randint(15, 18)),
        a_prof((c.profession or "shop assistant").replace("retired ", "")))
    if c.age >= 22:
        bg += " %s has a %s with %s %s, %s (now %s)." % (
            p.Pronoun, pick(c, ["son", "daughter"]), p.poss, pick(c, ["ex-partner", "former wife", "former husband"]),
            S("FAMILY", rand_name(c)), S("AGE", r.randint(1, min(30, c.age - 18))))
    s.append(bg)
    pd = sorted(c.past(150, 6000, 14) for _ in range(4))
    s.append("3. Psychiatric history: first admitted in %s to %s. Subsequent admissions %s, %s and %s. "
             "Each relapse followed disengagement from depot medication." % (
                 c.d(pd[0], "year"), S("HOSPITAL", c.hosp.name), c.d(pd[1], "year"),
                 c.d(pd[2], "mon_year"), c.d(pd[3], "month_year")))
    s.append("4. Current presentation: " + pick(c, ["residual persecutory ideas concerning %s; no insight." % S("ORGANIZATION", c.employer),
                                                     "mood stabilised; insight partial.", "ongoing hallucinations; intermittently aggressive."]) +
             " Incidents on the ward: " + pick(c, ["nil since " + c.d(c.ago(r.randint(20, 60))), "assault on a co-patient on " + c.d(c.ago(r.randint(5, 40)))]) + ".")
    s.append("5. Opinion: the nature and degree of the disorder warrant continued detention in hospital for treatment; "
             "less restrictive alternatives (community treatment order) are not yet appropriate.")
    s.append("Signed: " + c.cons.sig() + "\nDate: " + c.v() + "\nContact: " + c.phone(c.cons.phone) + "  " + S("EMAIL", c.cons.email))
    return s


def telepsych(c):
    p, L, r = c.pt, c.loc, c.rng
    s = [pick(c, ["Telepsychiatry follow-up", "VIRTUAL OUTPATIENT REVIEW - PSYCHIATRY", "Video review (post-discharge)"])]
    s.append(hdr_banner(c))
    s.append(telehealth_line(c))
    s.append("Present: %s (%s), patient at home in %s with %s %s %s." % (
        c.cons.t(), "psychiatrist", S("CITY", c.addr["city"]), p.poss, c.rel[0].relation, c.rel[0].name("given")))
    s.append("Discharged from %s on %s. Since then %s reports %s. Sleeping %d h. Taking %s; %s." % (
        c.ward.n(), c.d(c.ago(r.randint(7, 40))), p.pronoun, pick(c, ["stable mood", "some early-morning waking", "return of low-level voices"]),
        r.randint(4, 9), pick(c, MEDS), pick(c, ["adherence confirmed by blister packs from " + c.pharmacy.n(), "missed two doses last week"])))
    if c.child or c.profession.startswith("retired") or "student" in c.profession:
        s.append(occ_sentence(c) + " Managing daily routine since " + c.d(c.ago(r.randint(1, 20)), L.daymonth_style(r)) + ".")
    else:
        s.append("Returned to work as %s at %s on %s (phased return)." % (
            a_prof(c.profession), S("ORGANIZATION", c.employer), c.d(c.ago(r.randint(1, 20)), L.wd_style(r))))
    s.append("MSE (video): " + pick(c, ["euthymic, reactive, no psychotic features", "mildly anxious, coherent", "flat affect, no SI"]) + ".")
    s.append("Plan: continue current treatment; bloods at %s on %s; %s" % (c.gp_practice.n(), c.dd(r.randint(3, 14)), fu_line(c)))
    s.append(esign(c))
    return s


def note_inpatient(c):
    return pick(c, [admission, admission, ward_round, ward_round, discharge, tribunal, telepsych])(c)


def note_liaison(c):
    return pick(c, [liaison, liaison, liaison, discharge if chance(c, 0.2) else liaison, telepsych])(c)
