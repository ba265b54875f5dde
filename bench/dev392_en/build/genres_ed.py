"""ED psychosocial assessment, risk assessment & safety plan, crisis referral."""
import clinical as K
import country as C
import pools_places as PP
from blocks import demog_header, signature, audit_footer, gp_block, nok_block
from common import H, psych_history, substance, forensic, social, family_hx, meds, pmh, \
    past_date, year_p, team_p, unit_p, safety_items
from note import P, pick, chance


def tm(r):
    return "%02d:%02d" % (r.randint(0, 23), pick(r, [0, 5, 10, 15, 20, 30, 40, 45, 50, 55]))


def base_kw(c, fam):
    r, pt = c.rng, c.pt
    ev = past_date(c, 0, 2)
    return dict(
        pt=pt.first_(), ptt=pt.titled(), age=c.age_p(), sx=c.sex_letter(), fam=fam.first_(),
        famfull=fam.full(), rel=fam.rel, he=pt.he(), He=pt.he().capitalize(), his=pt.his(),
        him=pt.him(), His=pt.his().capitalize(), city=P(c.addr["city"], "CITY"),
        d1=c.D(ev), d1wd=c.D(ev, "wd"), d0=c.D(past_date(c, 20, 400), "month"),
        emp=P(c.employer, "ORGANIZATION"), job=P(c.profession, "PROFESSION"),
        land=P(pick(r, PP.LANDMARKS), "LOCATION_OTHER"), od=K.od_text(r, c.cc),
        act=pick(r, K.SH_ACTS), t=tm(r), emerg=c.svc["emerg"], police=c.svc["police"],
        hol=P(pick(r, PP.HOLIDAYS), "DATE"), ed=pick(r, c.svc["ed"]),
        sxw={"M": "man", "F": "woman"}.get(pt.sex, "person"),
        ptfull=pt.full(), amb=pick(r, ["ambulance", "paramedics", "ambulance crew"]),
        cut=pick(r, CUTS), sym=pick(r, SYMPT), ctry=P(pick(r, PP.COUNTRIES_ORIGIN), "COUNTRY"),
        url=P(pick(r, ["www.example.com/", "example.com/u/", "https://social.example.net/"]) +
              C.letters(r, 2).lower() + C.digits(r, 5), "URL"),
    )


PC = {
    "od": ["{age}{sx} BIB {amb} following intentional OD of {od} at approx {t} on {d1} at home in {city}. "
           "Found by {rel} {fam}, who called {emerg}.",
           "{age} y/o {sxw}, self-presented to {ed} ~{t} having taken {od}. Took tablets in car park of {emp}.",
           "{ptt} is a {age}-year-old {job} who took {od} on {d1wd} after an argument with {his} {rel} {fam}."],
    "sh": ["{age}{sx} self-presented with {cut}. Happened at home in {city} around {t}.",
           "{age} yo {sxw}, {cut}. BIB {rel} {famfull} on {d1}.",
           "{ptt}, {age}, {act}."],
    "si": ["{age}{sx} brought to {ed} by {police} after being found at {land} on {d1} {t}, "
           "on the wrong side of the railings. Detained under place-of-safety powers.",
           "{age} y/o {sxw}, walked in asking for help; reports strong suicidal thoughts with a plan to go to {land}."],
    "intox": ["{age}{sx} BIB {amb}, heavily intoxicated, told crew {he} wanted to die. Found slumped outside {emp}.",
              "{age}{sx} intoxicated, expressing SI to triage nurse; {rel} {fam} reports threats to jump from {land}."],
    "mus": ["{age}{sx}, multiple {ed} attendances with {sym}; extensive ix normal (ECG, troponin x2, CT head, EEG). "
            "Referred ?functional/psychological contribution.",
            "{ptt}, {age}, re-attended with {sym} for the third time this month. ED team ask re psych input."],
    "lig": ["{age}{sx} BIB {amb} on {d1} after {rel} {famfull} found {him} with a ligature around the neck at home in {city}.",
            "{age} y/o {sxw} tied a ligature in the bathroom at home on {d1wd} ~{t}; removed it {him}self and rang {emerg}."],
}
SYMPT = ["non-epileptic attacks", "chest pain", "abdominal pain", "collapse ?seizure",
         "L-sided weakness (normal MRI)", "breathlessness", "headache and visual disturbance"]
CUTS = ["superficial lacerations to L forearm with razor blade, steri-stripped",
        "deep laceration R thigh, 6 sutures, tendons intact", "cut to L wrist requiring glue, NVI distally",
        "multiple cuts to both upper arms with a craft knife", "self-inflicted burns to inner arm with a lighter"]

STRESS = [
    "{He} describes low mood since {d0}, worse after losing {his} job at {emp}.",
    "Trigger appears to be an argument with {rel} {fam} on {d1}, who then left the house.",
    "Reports increasing hopelessness over several weeks; poor sleep (2-3h/night), appetite reduced, ~5kg wt loss.",
    "Reports this is the anniversary of {his} brother's death ({hol}).",
    "Describes intrusive memories and nightmares following an assault in {d0}.",
    "Increasing alcohol use since {d0}, up to a bottle of wine a night.",
    "Rent arrears; eviction notice received {d1}.",
    "Recently found out {his} partner had been having an affair; {rel} {famfull} is supportive.",
    "{He} was recently started on sertraline by the GP and feels it has made things worse (agitation).",
    "Off work as a {job} since {d0} with stress; occupational health meeting pending.",
    "Returned from a family visit to {ctry} last month, where {his} father is seriously ill.",
    "A close friend saw a goodbye post on {his} public page ({url}) and alerted {rel} {fam}.",
]
KIND_HPC = {
    "od": ["{He} states the intention was 'to not wake up'. Left a note on {his} phone. Took precautions - waited until {rel} was out.",
           "Says it was impulsive, 'just wanted to sleep and forget'; no planning, no final acts, told {fam} straight away.",
           "Now regrets the OD and feels 'stupid'.", "Ambivalent about survival: 'I don't know if I'm glad I'm still here'.",
           "Tablets were a stockpile of {his} own repeat prescription collected over ~2 months.",
           "Bought the tablets from two shops on the way home from {emp}."],
    "lig": ["{He} states the intention was to die; had tested the ligature point the day before.",
            "Ambivalent about survival; says {he} 'panicked' and pulled the cord loose.",
            "Has been researching methods online and visited {land} twice last week.",
            "No LOC reported; no voice change, no stridor. ED team satisfied no airway concern."],
    "sh": ["Cutting relieves tension; denies suicidal intent with this episode.",
           "Reports strong urges to cut for several days; cut more deeply than usual, which frightened {him}.",
           "Has been cutting roughly weekly since {d0}; usually self-manages wounds.",
           "Self-harm followed a flashback; {he} describes dissociating and 'coming round' with the blade in hand."],
    "si": ["Went to {land} intending to jump; phoned {rel} {fam} from there.",
           "Has been researching methods online and visited {land} twice last week.",
           "Describes suicidal thoughts most of the day for 2 weeks, with a plan but no date set.",
           "Says {he} 'couldn't go through with it' and is relieved to have been stopped."],
    "intox": ["Recalls little of the evening. Drinking since lunchtime after a letter from {emp}.",
              "Now sober (breathalyser 0.0), retracts SI: 'I was just drunk and upset'.",
              "Repeated presentations when intoxicated; SI tends to resolve with sobriety.",
              "Ongoing daily drinking since {d0}; morning tremor, drinks on waking."],
    "mus": ["{He} describes episodes of {sym} lasting 10-30 min, several times a week, since {d0}.",
            "Investigations to date: ECG, bloods, CT head and MRI normal; seen by neurology in clinic.",
            "Significant distress and frustration: 'nobody believes me'.",
            "History of childhood adversity; anxious child, frequent school absence with tummy aches.",
            "Denies low mood; no suicidal ideation. Worried about a serious undiagnosed illness.",
            "Symptoms started after a viral illness and a stressful period at {emp}."],
}
CURRENT = ["Future-orientated: talks about seeing {his} {rel} at {hol}.",
           "Denies current intent or plan; fleeting passive SI only. Able to identify reasons to live.",
           "Continues to voice SI with plan (hanging); unable to guarantee safety.",
           "Currently denies SI; wants to go home; agreeable to follow-up."]
IMP = {"od": ["an impulsive OD in the context of interpersonal stressors",
              "a planned OD with high suicidal intent in the context of a depressive episode"],
       "lig": ["a high-lethality attempt (ligature) in the context of a depressive episode"],
       "sh": ["self-harm as a coping strategy for overwhelming emotion", "self-harm in the context of trauma symptoms"],
       "si": ["a suicidal crisis with escalating SI and access to means", "suicidal ideation with plan, no act"],
       "intox": ["SI in the context of acute intoxication, largely resolved on sobriety",
                 "escalating SI, alcohol a significant contributor"],
       "mus": ["an apparent functional disorder with significant distress", "somatic symptom disorder with health anxiety"]}


def hpc(n, r, kw, kind):
    lines = r.sample(STRESS, r.randint(1, 2)) if kind != "mus" else []
    lines += r.sample(KIND_HPC[kind], r.randint(2, min(3, len(KIND_HPC[kind]))))
    if kind != "mus":
        lines.append(pick(r, CURRENT))
    for s in lines:
        n.f(s + " ", **kw)
    n.add("\n")


def ed_psychosocial(c, n):
    r, pt, cc = c.rng, c.pt, c.cc
    kind = pick(r, ["od", "od", "od", "sh", "si", "intox", "mus", "lig"])
    fam = c.family(pick(r, ["wife", "husband", "partner", "mother", "sister", "flatmate", "girlfriend", "friend"]))
    kw = base_kw(c, fam)
    c.setting = "ed"
    n.add(pick(r, ["LIAISON PSYCHIATRY - ED PSYCHOSOCIAL ASSESSMENT", "Psychosocial Assessment following Self-Harm",
                   "Mental Health Liaison Assessment - " + kw["ed"], "Psychiatry Consult - Emergency Department",
                   "PSYCHIATRIC ASSESSMENT (ED)", "MHLT ED assessment"]), "\n")
    if chance(r, 0.75):
        demog_header(n, c)
    else:
        n.add("Name: ", pt.full(), "  DOB: ", c.D(c.dob), "  " + c.mrn_label + " ", P(c.mrn, "MRN"), "\n")
    n.f("Date: {d} {t}\n", d=c.D(c.today), t=tm(r))
    n.f("Location: {ed} {where} {b}\n", ed=kw["ed"], b=c.bed(),
        where=pick(r, ["cubicle", "majors cubicle", "MH assessment room", "resus", "CDU bed", "room", "bay"]))
    if chance(r, 0.8):
        n.f("Referred by: {dr}, {ed} {g}\n", dr=c.meddr.titled(), ed=kw["ed"], g=c.ref_grade())
    n.f("Seen by: {a} ({ag}){b}\n", a=c.trainee.full(), ag=c.trainee.grade,
        b=[" with ", c.lnurse.full(), " (" + c.lnurse.grade + ")"] if chance(r, 0.6) else "")
    if chance(r, 0.5):
        n.f("Sources: pt, {ed} notes, EPR, collateral from {rel} {fam} by phone ({ph}).\n",
            ed=kw["ed"], rel=fam.rel, fam=fam.first_(), ph=c.ph("mob"))
    if cc == "US" and chance(r, 0.2):
        lab, val = C.bioid(r)
        n.f("Pt initially unable to give name; identity confirmed by " + lab + " {v}.\n", v=P(val, "BIOID"))
    H(n, c, pick(r, ["Presenting complaint", "PC", "Reason for referral", "Presentation"]))
    n.f(pick(r, PC[kind]) + "\n", **kw)
    H(n, c, pick(r, ["HPC", "History of presenting complaint", "Events"]))
    hpc(n, r, kw, kind)
    if kind in ("od", "intox"):
        n.add("Medical: " + pick(r, ["NAC started per SNAP regimen", "no treatment required per TOXBASE",
                                     "ECG QTc %dms, on cardiac monitor" % r.randint(410, 520),
                                     "%s level below treatment line" % K.para(cc).capitalize(),
                                     "naloxone given by crew with good response"]) + ".\n")
        n.add(K.bloods_block(r, cc, od=True))
    H(n, c, pick(r, ["Past psychiatric history", "PPH", "Psych hx"]))
    psych_history(n, c)
    H(n, c, pick(r, ["Substance use", "D&A", "Alcohol/drugs"]))
    substance(n, c)
    forensic(n, c)
    H(n, c, pick(r, ["Social history", "SH", "Personal & social"]))
    social(n, c, [fam])
    family_hx(n, c)
    pmh(n, c)
    meds(n, c)
    H(n, c, "MSE")
    prof = {"intox": "intox", "mus": "somatic"}.get(kind) or pick(r, ["low", "low", "calm"])
    n.add(K.mse(r, r.randrange(3), prof))
    H(n, c, pick(r, ["Risk assessment", "Risk", "RISK"]))
    n.add("To self: " + pick(r, ["HIGH", "moderate", "low-moderate", "elevated (chronic) with acute-on-chronic component"]) +
          " - " + ", ".join(K.risk_list(r, K.RISK_STATIC, 2) + K.risk_list(r, K.RISK_DYN, 3)) + ".\n")
    n.add("To others: " + pick(r, ["none identified", "low; no hx violence", "some risk when intoxicated"]) + ". ")
    n.add("From others: " + pick(r, ["nil", "DV from ex-partner - MARAC referral considered",
                                     "financial exploitation by acquaintances"]) + ".\n")
    if chance(r, 0.3):
        ch = c.family(pick(r, ["son", "daughter"]))
        n.f("Safeguarding: {rel} {nm} ({a}) at home; children's services informed, ref {ref}.\n",
            rel=ch.rel, nm=ch.first_(), a=c.age_p(r.randint(2, 16)),
            ref=P(C.idnum(r, "safeguarding"), "IDNUM"))
    n.add("Protective: " + ", ".join(r.sample(K.PROTECT, 3)) + ".\n")
    if chance(r, 0.25):
        p = C.plate(r, cc)
        n.f("Pt's car ({v}) left at {land}; {police} aware.\n", v=P(p, "VEHICLE"), land=kw["land"], police=kw["police"])
    H(n, c, pick(r, ["Impression", "Formulation", "Summary"]))
    dx = pick(r, ["FND", "health anxiety", "no psychiatric history"]) if kind == "mus" else pick(r, K.PSYDX)
    n.f("{age}{sx} with " + dx + ", presenting with " + pick(r, IMP[kind]) + ".\n", **kw)
    H(n, c, "Plan")
    first = pick(r, ["Not detainable; agreeable to informal plan.", "Medically fit for discharge once NAC complete.",
                     "Admit informally to %s - bed requested." % pick(r, ["the acute psychiatric ward", "the crisis unit"]),
                     "Refer for MHA assessment - see separate record."])
    if kind == "mus":
        first = "No acute risk; discharge from " + kw["ed"] + " with outpatient liaison follow-up."
    plan = [first] + safety_items(c)
    for i, s in enumerate(plan):
        n.add("%d. %s\n" % (i + 1, s))
    k = len(plan) + 1
    if first.startswith(("Admit", "Refer for MHA")):
        n.f("%d. Bed manager aware; {u} has a bed from %02d:00.\n" % (k, r.randint(8, 20)), u=unit_p(c))
    elif kind == "mus":
        n.f("%d. Appointment in liaison OPD with {cons} on {d}.\n" % k, cons=c.cons.titled(),
            d=c.D(c.days(r.randint(14, 50)), "long"))
    else:
        n.f("%d. Refer to {cr} ({crs}), accepted by {who} - first contact {d}.\n" % k, cr=c.svc["crisis"],
            crs=c.svc["crisis_s"], who=c.staff("nurse").full(), d=c.D(c.days(r.randint(1, 3)), pick(r, ["full", "wd"])))
    n.f("%d. Letter to {gp} ({prac}).\n" % (k + 1), gp=c.gp.titled(), prac=P(c.practice, "HOSPITAL"))
    if chance(r, 0.5):
        n.f("%d. Discussed with {cons}, who agrees.\n" % (k + 2), cons=c.cons.titled())
    n.add("\n")
    signature(n, c, c.trainee)
    if chance(r, 0.35):
        audit_footer(n, c, c.trainee)


# ------------------------------------------------------------------ risk / safety plan
def risk_safety(c, n):
    r, pt, cc = c.rng, c.pt, c.cc
    fam = c.family(pick(r, ["partner", "mother", "sister", "brother", "wife", "husband", "friend"]))
    fr = c.family("friend")
    kw = base_kw(c, fam)
    n.add(pick(r, ["RISK ASSESSMENT AND SAFETY PLAN", "Clinical Risk Assessment & Safety Plan",
                   "Safety Plan (Stanley-Brown) + Risk Formulation", "STAYING SAFE PLAN / RISK SUMMARY"]), "\n")
    demog_header(n, c, pick(r, [0, 2, 3]))
    n.f("Completed: {d} with {pt}" , d=c.D(c.today), pt=pt.first_())
    if chance(r, 0.5):
        n.f(" and {rel} {f}", rel=fam.rel, f=fam.first_())
    n.f(" by {a} ({g})\n", a=c.lnurse.full(), g=c.lnurse.grade)
    H(n, c, "Context")
    n.f(pick(r, PC[pick(r, ["od", "sh", "si", "lig"])]) + "\n", **kw)
    H(n, c, "Risk history")
    rows = [("Suicide", pick(r, ["attempt by hanging %s" , "OD with intent %s", "nil prior"])),
            ("Self-harm", pick(r, ["cutting since age %s", "ODs x%d", "nil"])),
            ("Violence", pick(r, ["nil", "assault on ex-partner %s", "verbal aggression to staff"])),
            ("Self-neglect", pick(r, ["nil", "poor diet, missed insulin", "hoarding, utilities cut off"])),
            ("Vulnerability", pick(r, ["nil", "cuckooing at flat", "DV from ex-partner", "online exploitation"]))]
    n.add("| Domain | History | Current | Level |\n|---|---|---|---|\n")
    for dom, hist in rows:
        n.add("| " + dom + " | ")
        if "%s" in hist:
            a, b = hist.split("%s")
            if "age" in hist:
                n.add(a, c.age_p(r.randint(11, max(12, min(30, c.age)))), b)
            else:
                n.add(a, year_p(c, 1, 12), b)
        elif "%d" in hist:
            n.add(hist % r.randint(2, 20))
        else:
            n.add(hist)
        n.add(" | " + pick(r, ["yes", "ongoing", "no", "reduced", "unclear"]) + " | " +
              pick(r, ["High", "Medium", "Low", "Med"]) + " |\n")
    n.add("Static: " + "; ".join(K.risk_list(r, K.RISK_STATIC, 3)) + "\n")
    n.add("Dynamic: " + "; ".join(K.risk_list(r, K.RISK_DYN, 4)) + "\n")
    n.add("Protective: " + "; ".join(r.sample(K.PROTECT, 3)) + "\n")
    H(n, c, "Formulation")
    n.f("{pt} has a long-standing pattern of " + pick(r, ["self-harm at times of interpersonal rejection",
                                                         "alcohol-fuelled crises", "withdrawing and stockpiling medication"]) +
        ". Current risk is raised by {dyn}. {He} engaged well and agreed the plan below.\n", dyn=pick(r, K.RISK_DYN), **kw)
    H(n, c, "Safety plan")
    n.add("1. My warning signs: " + pick(r, ["not sleeping, drinking alone, stop answering phone",
                                           "thinking about my ex, scrolling old photos, feeling numb",
                                           "pacing, pain getting worse, thinking 'what's the point'"]) + "\n")
    n.add("2. Things I can do: " + pick(r, ["walk the dog (Biscuit)", "music, cold shower, colouring",
                                          "go to the gym", "play Xbox", "breathing exercises (4-7-8)"]))
    if chance(r, 0.5):
        n.f(", go to {pl}", pl=P(c.org("club"), "ORGANIZATION"))
    n.add("\n3. People/places that help me feel better: ")
    n.f("{f} (friend) {ph}", f=fr.full(), ph=c.ph("mob"))
    if chance(r, 0.5):
        n.f(", {b}", b=P(pick(r, PP.BUILDINGS), "LOCATION_OTHER"))
    n.add("\n4. People I can ask for help: ")
    n.f("{rel} {f} {ph}", rel=fam.rel, f=fam.full(), ph=c.ph("mob"))
    if chance(r, 0.5):
        f3 = c.family()
        n.f("; {rel} {f} {ph}", rel=f3.rel, f=f3.first_(), ph=c.ph("land"))
    n.add("\n5. Professionals: ")
    n.f("GP {gp}, {prac} {ph}; {cr} {ph2} (24h)", gp=c.gp.titled(), prac=P(c.practice, "HOSPITAL"),
        ph=c.ph(), cr=c.svc["crisis_s"], ph2=c.ph())
    n.add("; " + c.svc["emerg"] + " in an emergency.\n")
    n.add("6. Making my environment safe: ")
    k = r.randrange(4)
    if k == 0:
        n.f("{rel} {f} to keep medication locked away; weekly scripts from {ph}.", rel=fam.rel, f=fam.first_(),
            ph=P(c.pharmacy_name(), "HOSPITAL"))
    elif k == 1:
        fl = C.firearms_licence(r, cc)
        n.f("Firearms (" + fl[0] + " {l}) handed to {police} on {d}.", l=P(fl[1], "LICENSE"),
            police=c.svc["police"], d=c.D(c.today))
    elif k == 2:
        n.f("Car ({v}) keys held by {f} for now.", v=P(C.plate(r, cc), "VEHICLE"), f=fam.first_())
    else:
        n.add("Removed ligature points/cords from bedroom; razors disposed of.")
    n.add("\n7. Reasons for living: " + pick(r, ["my kids", "my mum", "my dog", "seeing my daughter graduate",
                                                 "my faith", "finishing my course"]) + "\n")
    n.f("Review date: {d}. Copies: patient, GP, {t}.\n", d=c.D(c.days(r.randint(7, 42))), t=team_p(c))
    if chance(r, 0.3):
        n.f("Digital copy shared via {u}\n", u=c.url("safetyplan/" + C.digits(r, 6)))
    elif chance(r, 0.3):
        n.f("Self-help resources: {u}\n", u=c.url(pick(r, ["selfhelp", "mental-health/self-help", "resources/staying-safe"])))
    signature(n, c, c.lnurse)
    if chance(r, 0.3):
        audit_footer(n, c, c.lnurse)


# ------------------------------------------------------------------ crisis referral
def crisis_referral(c, n):
    r, pt, cc = c.rng, c.pt, c.cc
    fam = c.family()
    kw = base_kw(c, fam)
    ref = c.lnurse if chance(r, 0.6) else c.trainee
    n.add(pick(r, ["REFERRAL TO ", "Referral: ", "Urgent referral - "]) + c.svc["crisis"] +
          pick(r, ["", " (" + c.svc["crisis_s"] + ")"]) + "\n")
    n.f("Referral ID: {i}   Date/time: {d} {t}\n", i=P(C.idnum(r, "referral"), "IDNUM"), d=c.D(c.today), t=tm(r))
    n.add("\nREFERRER\n")
    n.f("Name: {n}  Role: {g}\nTeam: " + c.svc["liaison"] + ", {h}\n", n=ref.full(), g=ref.grade,
        h=P(c.hosp, "HOSPITAL"))
    n.f("Contact: {ph}", ph=c.ph("ext"))
    if chance(r, 0.6):
        n.f("  Email: {e}", e=c.email(ref))
    n.add("\n\nPATIENT\n")
    n.f("Name: {n}\nDOB: {d} (", n=pt.full(), d=c.D(c.dob))
    n.add(c.age_p(), ")\nAddress: ", c.addr_pieces(c.addr), "\n")
    n.f("Phone: {p}\n{hl}: {hp}  {ml}: {m}\n", p=P(c.pt_phone, "PHONE"), hl=c.hp_label, hp=P(c.hp, "HEALTHPLAN"),
        ml=c.mrn_label, m=P(c.mrn, "MRN"))
    if c.ssn and chance(r, 0.6):
        n.f(c.ssn[0] + ": {s}\n", s=P(c.ssn[1], "SSN"))
    if chance(r, 0.3):
        n.f("Email: {e}\n", e=c.pt_email())
    gp_block(n, c, c.svc["gp"].upper() if chance(r, 0.3) else "GP")
    nok_block(n, c, fam)
    if chance(r, 0.3):
        lang = pick(r, ["Polish", "Arabic", "Somali", "Punjabi", "Romanian", "Vietnamese", "Tongan", "Portuguese"])
        n.add("Interpreter: " + lang + " required.\n")
    n.add("\nREASON FOR REFERRAL\n")
    kind = pick(r, ["od", "sh", "si", "intox", "lig"])
    n.f(pick(r, PC[kind]) + "\n", **kw)
    hpc(n, r, kw, kind)
    n.add("\nHISTORY\n")
    psych_history(n, c)
    substance(n, c)
    n.add("\nRISK SUMMARY\n")
    n.add("Suicide: " + pick(r, ["high", "medium", "medium-high"]) + ". Self-harm: " + pick(r, ["high", "medium"]) +
          ". Others: " + pick(r, ["low", "low", "medium"]) + ". Neglect: " + pick(r, ["low", "medium"]) + ".\n")
    n.add("Key factors: " + ", ".join(K.risk_list(r, K.RISK_DYN, 3)) + ".\n")
    n.add("\nREQUEST\n")
    n.add(pick(r, ["Home Treatment for ~2 weeks as alternative to admission.",
                   "Daily visits and medication supervision.",
                   "Crisis follow-up within 72h of discharge from ED (per NCISH guidance).",
                   "Assessment for home treatment; pt prefers not to be admitted."]) + "\n")
    n.add("Urgency: " + pick(r, ["4 hours", "24 hours", "72 hours", "same day"]) + "\n")
    n.f("Pt consents to referral{cc}.\n", cc=[" and to contact with ", fam.first_()] if chance(r, 0.7) else "")
    if chance(r, 0.35):
        n.f("Access: {pt} has a dog; ring {ph} on arrival (buzzer broken).\n", pt=pt.first_(), ph=P(c.pt_phone, "PHONE"))
    n.add("\nOUTCOME (crisis team use)\n")
    acc = c.staff("nurse")
    n.f("Taken by {a} at {t}. " + pick(r, ["Accepted", "Accepted - joint visit", "Not accepted - signposted to GP",
                                           "Accepted for assessment"]) + ". First contact: {d}.\n",
        a=acc.full(), t=tm(r), d=c.D(c.days(r.randint(0, 3)), pick(r, ["full", "wd"])))
    if chance(r, 0.4):
        audit_footer(n, c, ref)
