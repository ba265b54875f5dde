"""Genres: psychiatric intake, therapy progress note, crisis line / mobile crisis."""
import phi
import neg
import blocks as B
from phi import M


def _hx_prior(c):
    r = c.r
    h1 = M("HOSPITAL", phi.hospital(r))
    y = c.off(-r.randrange(200, 3000))
    return r.choice([
        f"Prior admissions: {h1} ({c.D(y, 'BY')}, {c.legal[0]}), {M('HOSPITAL', phi.hospital(r))} ({M('DATE', str(y.year - r.randrange(1, 6)))}).",
        f"One prior psychiatric hospitalization at {h1} in {M('DATE', str(y.year))} after an overdose on acetaminophen.",
        f"Hospitalized x{r.randrange(2, 9)}, most recently {h1} {c.D(y, 'mdy')}-{c.D(y + (c.off(r.randrange(4, 21)) - c.d0), 'mdy')}.",
        f"No prior inpatient stays. Outpatient care at {M('HOSPITAL', c.clinic)} since {M('DATE', str(y.year))}.",
    ])


def _subst(c):
    r = c.r
    a1, a2 = r.randrange(11, 17), r.randrange(15, 30)
    return [
        f"Alcohol: first use at age {M('AGE', a1)}; currently {r.randrange(6, 24)} beers/day, last drink {c.D(c.off(-1), 'md')} ~{phi.clock(r, '12')}.",
        r.choice([f"Opioids: pills starting at {M('AGE', a2)} after a work injury at {M('ORGANIZATION', c.employer)}, IV fentanyl x{r.randrange(1, 6)} yrs.",
                  f"Methamphetamine smoked since age {M('AGE', a2)}, last use {c.D(c.off(-r.randrange(1, 9)))}.",
                  f"Cannabis daily since {M('AGE', a1)}; denies other drugs.",
                  f"Cocaine intranasal on weekends; benzos (\"bars\") from a friend, {M('FAMILY', r.choice(['Dee', 'Tank', 'Junior', 'Lil Mike', 'Smoke']))}."]),
        r.choice(["Hx of withdrawal seizures: none.", "Hx of DTs x1 in a prior detox.", "Overdoses: 2, both reversed with Narcan.",
                  f"Last overdose {c.D(c.off(-r.randrange(20, 400)))}, reversed by {c.relp(1)}."]),
        "Tobacco: 1 ppd. " + neg.scores(r, 2) + ".",
    ]


def _social(c):
    r = c.r
    rel0, n0 = c.rel(0)
    rel1, n1 = c.rel(1, "full")
    kid = M("AGE", r.randrange(2, 17))
    out = [
        r.choice([f"Born in {M('CITY', c.city2)}, {M('COUNTRY', c.born)}; came to {('the U.S.' if c.country == 'US' else 'Canada')} at age {M('AGE', r.randrange(3, 30))}.",
                  f"Born and raised in {M('CITY', c.city)}, {M('STATE', c.state)}, by {c.pt.his} grandmother {M('FAMILY', c.gm.fmt(r.choice(['first', 'full'])))}.",
                  f"Grew up in {M('CITY', c.city2)}; moved to {M('CITY', c.city)} in {M('DATE', str(c.d0.year - r.randrange(1, 15)))}."]),
        r.choice([f"Education: graduated {M('ORGANIZATION', phi.town(r) + ' High School')}; some college at {M('ORGANIZATION', phi.town(r) + ' Community College')}.",
                  f"Left {M('ORGANIZATION', phi.town(r) + ' High School')} in 10th grade; GED in {M('DATE', str(c.d0.year - r.randrange(3, 20)))}.",
                  f"Education: completed grade 12 at {M('ORGANIZATION', phi.town(r) + r.choice([' Collegiate Institute', ' Secondary School', ' High School']))}.",
                  f"Education: BA from {M('ORGANIZATION', 'University of ' + phi.town(r))}."]),
        r.choice([f"Works as a {M('PROFESSION', c.prof)} at {M('ORGANIZATION', c.employer)}; supervisor {M('FAMILY', c.other[1].fmt('full'))} is aware of this admission.",
                  f"Unemployed since {c.D(c.off(-r.randrange(40, 600)), 'BY')}; previously a {M('PROFESSION', c.prof)}.",
                  f"On disability since {M('DATE', str(c.d0.year - r.randrange(1, 9)))}; formerly worked as a {M('PROFESSION', c.prof)}.",
                  f"Employed part time ({M('ORGANIZATION', c.employer)}), {M('PROFESSION', c.prof)}."]),
        r.choice([f"Lives with {rel0} {n0} and son, age {kid}, at {M('STREET', c.street)}.",
                  f"Lives alone in an apartment in {M('CITY', c.city)}. {rel1.capitalize()} {n1} checks on {c.pt.him} weekly.",
                  f"Currently staying at the {M('ORGANIZATION', phi.agency(r))}; previously couch-surfing with {rel0} {n0}.",
                  f"Lives with {rel0} {n0}, a {M('PROFESSION', r.choice(['nurse', 'teacher', 'mechanic', 'bus driver', 'cashier']))}, and their {kid}-year-old."]),
        r.choice(["Legal: denies current charges.",
                  f"Legal: on probation through {M('DATE', str(c.d0.year + 1))}; PO {M('FAMILY', c.other[1].fmt('full'))} {c.ph(ext=True)}.",
                  f"Legal: pending DUI, court date {c.D(c.off(r.randrange(5, 60)))}; case #{M('IDNUM', phi.idnum(r, 'court'))}.",
                  "Legal: remote hx of shoplifting, no current involvement."]),
        r.choice(["Firearms: denies access.", f"Firearms: hunting rifle at {rel0}'s house, locked.",
                  "Firearms: declined to answer.", "Access to weapons: none reported."]),
        "Trauma: " + r.choice(["childhood physical abuse by stepfather", "witnessed DV as a child", "sexual assault age "
                               + M("AGE", r.randrange(8, 22)), "combat deployment x2", "MVC with fatality"]) + ".",
    ]
    return out


def psych_intake(c):
    r = c.r
    title = r.choice(["PSYCHIATRIC INTAKE ASSESSMENT", "Initial Psychiatric Evaluation", "COMPREHENSIVE BEHAVIORAL HEALTH INTAKE",
                      "Outpatient Psychiatric Intake", "Adult Intake Assessment"])
    fac = c.clinic if r.random() < .6 else c.hosp
    L = B.fac_header(c, fac, "HOSPITAL", title)
    L += [""] + B.demo(c, r.sample(["name", "dob", "mrn", "sex", "addr", "phone", "ins", "ec", "pcp", "acct"], r.randrange(6, 10)))
    ev = c.md if r.random() < .5 else c.np
    L.append(f"Date of evaluation: {c.D()}    Evaluator: {ev.sig(r)}")
    ref = r.choice([f"self", f"PCP {c.np.dr(r)} at {M('HOSPITAL', phi.clinic(r))}", f"ED at {M('HOSPITAL', c.hosp)}",
                    f"{c.relp(0)}", f"court ({M('IDNUM', phi.idnum(r, 'court'))})", f"EAP at {M('ORGANIZATION', c.employer)}"])
    L.append(f"Referral source: {ref}")
    if r.random() < .5:
        L.append(f"Interpreter: none needed" if r.random() < .6 else f"Interpreter: {M('DOCTOR', c.cm.p.fmt('full'))} (staff)")
    L += ["", "IDENTIFYING DATA:",
          f"{c.P('full')} is a {c.A(r.choice(['year-old', 'yof', 'words', 'year-old']))}, {r.choice(['', 'single, ', 'married, ', 'divorced, '])}"
          f"{r.choice(['domiciled', 'currently homeless', 'living with family'])}, presenting for {r.choice(['evaluation of depression', 'medication evaluation', 'worsening anxiety and insomnia', 'intake after ED visit'])}."]
    L += ["", "CHIEF COMPLAINT:", '"' + r.choice(["I can't keep doing this.", "My sister made me come.", "I haven't slept in days.",
                                                  "I need help with my nerves.", "The voices are getting louder.", "I want to get off the pills."]) + '"']
    onset = c.off(-r.randrange(14, 200))
    rel0, n0 = c.rel(0)
    hpi = [f"{c.who()} reports {r.choice(['low mood', 'anxiety', 'poor sleep', 'paranoia', 'irritability'])} since about {c.D(onset, r.choice(['BY', 'bd', 'mdY']))},"
           f" worse after {r.choice(['losing a job', 'a breakup', 'the death of a friend', 'an eviction notice', 'a DUI arrest'])} around {c.hol()}.",
           f"{c.pt.he.capitalize()} endorses anhedonia, guilt, decreased energy, poor concentration. {r.choice(neg.WORDNEG)}",
           f"{rel0.capitalize()} {n0} called the clinic on {c.D(c.off(-r.randrange(2, 12)), 'amd')} worried about {c.pt.his} safety.",
           r.choice(["Denies manic sx.", "Reports 3-day periods of decreased need for sleep in the past.", "Denies AH/VH.",
                     f"Had a panic attack at work on {c.D(c.off(-r.randrange(3, 30)), 'Bd')}."]),
           " ".join(neg.words(r, 1))]
    L += ["", "HISTORY OF PRESENT ILLNESS:", " ".join(hpi)]
    L += ["", "PAST PSYCHIATRIC HISTORY:", _hx_prior(c),
          r.choice(["", f"Treated as a teen in {M('COUNTRY', c.born)}; records unavailable.", f"Saw a counselor in {M('CITY', c.city2)} ({M('COUNTRY', c.born)}) after the war."]) if c.born else "",
          r.choice(["Suicide attempts: denies.", f"Suicide attempt by overdose {c.D(c.off(-r.randrange(300, 3000)), 'BY')}.",
                    f"SA x2 (cutting at {M('AGE', r.randrange(13, 19))}, OD at {M('AGE', r.randrange(19, max(20, min(c.age, 60))))})."]),
          "Med trials: " + ", ".join(m[0] for m in neg.meds(r, 3)) + "."]
    L += ["", "SUBSTANCE USE HISTORY:"] + _subst(c)
    L += ["", "SOCIAL HISTORY:"] + _social(c)
    rel3 = r.choice(["Mother", "Father", "Maternal aunt", "Brother", "Paternal grandfather"])
    L += ["", "FAMILY HISTORY:",
          f"{rel3}: {r.choice(['bipolar disorder', 'alcohol use disorder', 'completed suicide', 'schizophrenia', 'depression'])}"
          + (f", died at {M('AGE', r.randrange(35, 80))}." if r.random() < .5 else "."),
          r.choice(["Sister with anxiety.", "No known family hx of psychosis.", f"Maternal grandmother with dementia, died aged {M('AGE', phi.num_words(r.randrange(78, 99)))}.", "Father - opioid overdose death, age " + M("AGE", r.randrange(30, 60)) + "."])]
    L += ["", "MEDICAL HISTORY:", ", ".join(d for _, d in neg.dx(r, 2)) + ". Allergies: " + r.choice(["NKDA", "PCN (rash)", "sulfa", "haloperidol (dystonia)"])]
    L += [""] + B.meds_block(c)
    if r.random() < .5:
        L += [""] + B.vitals(r)
    L += ["", "MENTAL STATUS EXAM:"] + neg.mse(r)
    L += ["", "RISK ASSESSMENT:", neg.scores(r, 3) + ". " + " ".join(neg.eponyms(r, 1)),
          r.choice(["Acute risk low; chronic risk moderate given prior attempts.", "Acute risk moderate. Safety plan completed.",
                    "Does not meet criteria for involuntary hold at this time."])]
    L += [""] + B.problems(c, header="DIAGNOSES (DSM-5-TR / ICD-10):")
    L += ["", "PLAN:",
          f"1. Start {r.choice(neg.PSYMEDS)[0]}; labs ordered (CBC, CMP, TSH, lipids, A1c).",
          f"2. Therapy intake with {c.ther.sig(r)} on {c.D(c.off(r.randrange(3, 15)), 'amd')}.",
          f"3. Release signed for {M('HOSPITAL', c.hosp)} records. 988 and crisis line {c.ph()} given.",
          f"4. RTC {r.randrange(2, 6)} weeks. " + r.choice(neg.WORDNEG)]
    L += B.sig(c, ev, prescriber=ev is c.md)
    if r.random() < .3:
        L += [""] + B.transcription(c, ev)
    return L


def therapy_progress(c):
    r = c.r
    fmt = r.choice(["DAP", "SOAP", "BIRP", "narr"])
    L = [r.choice(["Individual Therapy Progress Note", "OUTPATIENT PSYCHOTHERAPY NOTE", "Counseling Session Note",
                   "Progress Note - Individual Psychotherapy"])]
    if r.random() < .5:
        L.insert(0, M("HOSPITAL", c.clinic))
    L.append(f"Client: {c.P(r.choice(['full', 'lf', 'LFM']))}   DOB: {c.DOB()}   {r.choice(['MRN', 'ID', 'Client #'])}: {M('MRN', c.mrn)}")
    mode = r.choice(["in person", "video (telehealth)", "telephone", "in person - community"])
    L.append(f"DOS: {c.D()}   Session #{r.randrange(2, 40)}   Modality: {mode}")
    if "video" in mode and r.random() < .6:
        L.append(f"Client location: home, {M('CITY', c.city)}, {M('STATE', c.st)}; consent for telehealth on file.")
    L.append(f"Clinician: {c.ther.sig(r)}")
    L.append(B.time_line(c, r.choice([x for x in neg.CPT if x[0] in ('90832', '90834', '90837', '90847', 'H0004')])))
    rel0, n0 = c.rel(0)
    rel1, n1 = c.rel(1)
    ev = r.choice([
        f"{c.who()} talked about conflict with {rel0} {n0} over money and {c.pt.his} drinking.",
        f"{c.who()} reported the anniversary of {c.pt.his} brother's death ({c.D(c.off(-r.randrange(1, 20)), 'Bd')}) was 'rough'.",
        f"{c.who()} described a panic attack at {M('ORGANIZATION', c.employer)} on {c.D(c.off(-r.randrange(1, 8)), 'A')}; left shift early.",
        f"{c.who()} processed the custody hearing set for {c.D(c.off(r.randrange(4, 40)))} regarding {c.pt.his} daughter {M('FAMILY', c.rels[2][1].first)}, age {M('AGE', r.randrange(3, 15))}.",
        f"{c.who()} reports {c.pt.his} {rel1} {n1} moved out on {c.D(c.off(-r.randrange(3, 25)), 'amd')}."])
    body = [ev,
            r.choice([f"Mood rated {r.randrange(2, 9)}/10. Sleep {r.randrange(3, 9)} hrs.", "Sleep improved with sleep hygiene.",
                      "Continues to ruminate about the accident."]),
            r.choice(neg.WORDNEG), neg.scores(r, 2) + "."]
    interv = r.choice(["CBT: identified automatic thoughts, completed thought record.", "DBT skills: TIPP, opposite action.",
                       "Trauma-focused CPT, impact statement reviewed.", "MI to explore ambivalence about cutting back.",
                       "EMDR phase 3-4, target memory from age " + M("AGE", r.randrange(6, 16)) + ".",
                       "Behavioral activation scheduling; grief processing."])
    plan = [f"Next session {c.D(c.off(7 * r.randrange(1, 3)), r.choice(['amd', 'mdY', 'bd']))} at {phi.clock(r, '12')}.",
            r.choice(["Continue weekly.", "Homework: 3 thought records.", f"Coordinate with prescriber {c.np.dr(r)}.",
                      f"ROI to speak with {rel0} {n0} signed {c.D()}."])]
    if r.random() < .3:
        plan.append(f"Will email worksheet to {M('EMAIL', c.email)} per client request.")
    if fmt == "DAP":
        L += ["", "D: " + " ".join(body), "A: " + interv + " " + r.choice(["Progressing toward goal 1.", "Limited progress.", "Engaged, insightful."]),
              "P: " + " ".join(plan)]
    elif fmt == "SOAP":
        L += ["", "S: " + " ".join(body[:3]), "O: " + " ".join(neg.mse(r)[:2]) + " " + body[3], "A: " + interv, "P: " + " ".join(plan)]
    elif fmt == "BIRP":
        L += ["", "Behavior: " + " ".join(body), "Intervention: " + interv, "Response: " + r.choice(["receptive", "guarded, engaged by end", "tearful, used skills"]) + ".",
              "Plan: " + " ".join(plan)]
    else:
        L += ["", " ".join(body + [interv] + plan)]
    if r.random() < .35:
        L += [""] + B.safety_plan(c)
    L += [""] + B.sig(c, c.ther)
    if r.random() < .25:
        L.append(B.cosign(c, c.md))
    return L


def crisis(c):
    r = c.r
    mobile = r.random() < .5
    call = c.d0
    t0 = phi.clock(r, "24c")
    if mobile:
        L = [r.choice(["MOBILE CRISIS RESPONSE NOTE", "Mobile Crisis Team - Field Assessment", "MCT Encounter Note"])]
    else:
        L = [r.choice(["CRISIS LINE CALL LOG", "Crisis Line Contact Note", "24/7 Crisis Line - Call Record"])]
    L.append(f"Agency: {M('HOSPITAL', phi.clinic(r))}   Incident #{M('IDNUM', phi.idnum(r, 'referral'))}")
    L.append(f"Date: {c.D(call)}   Call received: {t0}   Line: {r.choice(['988 local', 'crisis line', 'warm line'])}")
    third = r.random() < .45
    rel0, n0 = c.rel(0, "full")
    if third:
        L.append(f"Caller: {n0} ({rel0} of client), callback {c.ph()}")
    else:
        L.append(f"Caller: self, callback {c.tel()}")
    L.append(f"Client: {c.P(r.choice(['full', 'first', 'fi']))}, {c.A(r.choice(['yo', 'SX', 'y/o']))}, DOB {c.DOB() if r.random() < .6 else 'unk'}")
    loc = r.random()
    if loc < .5:
        L.append(f"Location: {c.addr()}")
    elif loc < .75:
        L.append(f"Location: in parked car near {c.lm()}, {M('CITY', c.city)}; vehicle {r.choice(['silver sedan', 'black pickup', 'red hatchback'])} plate {M('VEHICLE', phi.vehicle(r, 'plate'))}")
    else:
        L.append(f"Location: {c.lm()}, {M('CITY', c.city)}")
    L.append("")
    L.append("Presenting concern:")
    pre = [r.choice([f"{('Caller states ' + c.pt.he) if third else 'Client states ' + c.pt.he} took {r.randrange(10, 40)} tablets of {r.choice(['sertraline', 'trazodone', 'Tylenol PM', 'quetiapine'])} ~{r.randrange(1, 5)} hrs ago.",
                     f"Client reports SI with plan to jump from {c.lm()}.",
                     f"{rel0.capitalize()} reports client has not slept in 4 days, talking about being watched by neighbors.",
                     f"Client intoxicated, tearful, states 'nobody would care' after argument with {c.rels[1][0]} {M('FAMILY', c.rels[1][1].first)}."]),
           r.choice(["Denies access to firearms.", f"Has a handgun in the glovebox per {rel0}.", "Means: stockpiled meds at home."]),
           r.choice(neg.WORDNEG)]
    L.append(" ".join(pre))
    L.append("")
    L.append("Risk assessment: C-SSRS " + r.choice(["screen positive", "ideation with plan", "ideation w/o plan", "negative"]) + "; " + r.choice(["imminent risk", "high risk", "moderate risk", "low risk"])
             + ". Protective factors: " + r.choice(["children", "faith", "pets", "future plans", "therapist relationship"]) + ".")
    if mobile:
        t1 = phi.tplus(t0, r.randrange(12, 70))
        L.append(f"Dispatch: {phi.tplus(t0, r.randrange(2, 9))}. On scene: {t1}. Team: {c.cm.sig(r)}, {c.peer.sig(r)}.")
        if r.random() < .6:
            off = M("FAMILY", c.other[1].fmt(r.choice(["last", "full"])))
            L.append(f"Law enforcement on scene: Officer {off}, badge #{M('IDNUM', phi.digits(r, 4))}, report #{M('IDNUM', phi.idnum(r, 'police'))}.")
        L.append(r.choice([f"Client agreed to voluntary transport to {M('HOSPITAL', c.hosp)} ED.",
                           f"{c.legal[0]} ({c.legal[1]}) initiated by {c.md.dr(r)} at {phi.tplus(t0, r.randrange(75, 140))}; transported by EMS.",
                           f"Stabilized in place; safety plan completed with client and {rel0} {n0}.",
                           f"Transported to {M('HOSPITAL', phi.town(r) + ' Crisis Stabilization Unit')}, bed {M('LOCATION_OTHER', phi.room(r))}."]))
    else:
        L.append(r.choice(["Warm handoff to mobile crisis team.", "Caller agreed to go to ED with family.",
                           "911 contacted for welfare check; dispatcher notified at " + phi.clock(r, "24c") + ".",
                           "De-escalated; coping skills reviewed; follow-up call scheduled."]))
        if r.random() < .5:
            L.append(f"Follow-up call: {c.D(c.off(1), r.choice(['amd', 'md', 'AbdY']))} ~{phi.clock(r, '12')} to {c.tel()}.")
        if r.random() < .4:
            L.append(f"Chat transcript session IP {M('IPADDR', phi.ipaddr(r))}; user handle {M('USERNAME', c.user)}.")
    L.append("")
    L.append(f"Counselor: {c.couns.sig(r) if not mobile else c.cm.sig(r)}   Supervisor consulted: {c.ther.dr(r)}")
    if r.random() < .5:
        L.append(f"Notified: PCP/prescriber {c.np.dr(r)}; fax {c.fax()}")
    dur = r.randrange(8, 95)
    L.append(f"Call ended {phi.tplus(t0, dur)}. Duration {dur} min. CPT 90839." if not mobile else
             f"Cleared scene {phi.tplus(t0, dur + 60)}. Total time {dur + 60} min. CPT 90839, 90840.")
    return L
