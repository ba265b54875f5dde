"""Genre: mental_health_assessment."""
import datetime as dt

import pools
from core import P, join, article, words, place
from common import setup, days, ids_line, prof_phrase, pronouns
import clinical

PRESENTS = [
    ("depression", "low mood, poor sleep and suicidal thoughts", "Moderate-severe depressive episode without psychotic symptoms (F32.2)"),
    ("psychosis", "paranoid beliefs that neighbours are monitoring {him} through the television, and hearing voices", "First episode psychosis - ?paranoid schizophrenia (F20.0)"),
    ("mania", "not sleeping, overspending and pressured speech", "Bipolar affective disorder, current episode manic without psychotic symptoms (F31.1)"),
    ("selfharm", "self-harm by cutting and an overdose", "Emotionally unstable personality disorder traits; adjustment disorder"),
    ("anxiety", "panic attacks and avoidance of leaving the house", "Panic disorder with agoraphobia (F40.01)"),
    ("dementia", "increasing confusion, wandering at night and accusing family of theft", "Alzheimer's dementia with behavioural and psychological symptoms"),
    ("alcohol", "heavy drinking, low mood and thoughts of ending {his} life", "Alcohol dependence syndrome with depressive symptoms"),
    ("ptsd", "nightmares, flashbacks and hypervigilance since an assault", "Post-traumatic stress disorder (F43.1)"),
]


def _t(c, lo=9, hi=20):
    return "%02d:%02d" % (c.rint(lo, hi), c.rint(0, 59))


def personal_history(c):
    r = c.r
    pt = c.pt
    out = []
    grp = pt.group
    born_abroad = grp not in ("en", "ie", "sco", "wal") and r.random() < 0.7
    if born_abroad:
        country = r.choice(pools.GROUPS[grp][3])
        states = pools.STATES_OF.get(country)
        out += ["Born in "]
        if states and r.random() < 0.5:
            out += [P(r.choice(states), "STATE"), ", "]
        out += [place(country, "COUNTRY"), ". "]
        arr = days(c.date, -r.randint(365 * 3, max(365 * 4, 365 * (c.age - 5))))
        if arr < c.dob:
            arr = days(c.dob, 365 * 6)
        if c.locale == "UK":
            dest = r.choice([["the ", P("UK", "COUNTRY")], P(r.choice(["England", "Scotland", "Wales", "Northern Ireland"]), "COUNTRY")])
        else:
            dest = P("Ireland", "COUNTRY")
        out += ["Moved to ", dest, " in ", c.dt(arr, "y"), " aged ", c.A(max(1, arr.year - c.dob.year)), ". "]
    else:
        out += ["Born in ", P(c.town(), "CITY"), ", ", r.choice(["the youngest of four", "an only child", "one of six siblings", "the eldest of three"]), ". "]
        if r.random() < 0.45:
            reg = r.choice(pools.UK_REGIONS if c.locale == "UK" else pools.IE_REGIONS)
            out += [r.choice(["Grew up in ", "Family moved to ", "Spent %s teens in " % c.v["his"]]), place(reg, "STATE"), ". "]
    out += [r.choice(["Described a happy childhood.", "Father drank heavily; witnessed domestic violence.", "Parents separated when %s was %s." % (c.v["he"], words(r.randint(4, 12))),
                      "Unremarkable developmental history."]), " "]
    if c.age >= 16:
        out += ["Attended ", c.school(), r.choice([", left at 16 with GCSEs." if c.locale == "UK" else ", left after the Junior Cert.",
                                                    ", completed the Leaving Cert." if c.locale == "IE" else ", completed A-levels.",
                                                    "; was bullied in secondary school.", ". Diagnosed with dyslexia."]), " "]
    if c.age >= 18:
        out += [c.v["He"], " "] + prof_phrase(c) + [r.choice([" at ", " for "]), c.employer(), r.choice([".", ".", ", currently signed off sick." if c.age < 67 else "."])]
        out += [" "]
    return out


def relationships(c):
    r = c.r
    out = []
    pt = c.pt
    if c.age < 18:
        out += [c.f("Lives with {his} {rel} {nok_full} and two younger siblings.")]
        return out
    k = r.randrange(4)
    if k == 0:
        sp = c.nok if c.nok.rel in ("wife", "husband", "partner") else c.family(c.spouse_rel(pt.sex), same_surname=pt.surname if r.random() < 0.6 else None)
        kid = c.family(r.choice(["son", "daughter"]), same_surname=pt.surname)
        out += [c.f("Married to {sp} ({sp_job_phr}) for {n} years; {kids}.", sp=sp.full(), sp_job_phr=_job(c),
                    n=str(r.randint(3, 35)), kids=[str(r.randint(1, 3)), " children including ", kid.giv(), " (", c.A(r.randint(4, 30)), ")"])]
    elif k == 1:
        ex = c.family(c.spouse_rel(pt.sex))
        out += [c.f("Separated from {ex} in {y}; {he} has contact with their {kid_rel} ({ka}) every other weekend.",
                    ex=ex.full(), y=c.dt(days(c.date, -r.randint(100, 1500)), r.choice(["MMy", "y"])), kid_rel=r.choice(["son", "daughter"]), ka=c.A(r.randint(3, 15)))]
    elif k == 2:
        out += [c.f("Single, lives alone in a rented flat. Closest to {his} sister {sis}, who lives in {town}.", sis=c.family("sister").full(), town=P(c.town(), "CITY"))]
    else:
        out += [c.f("In a relationship with {p} for {n} years; they live together with {p_giv}'s {kid} ({ka}).", p=c.nok.full(), n=str(r.randint(1, 9)),
                    p_giv=c.nok.giv(), kid=r.choice(["son", "daughter"]), ka=c.A(r.randint(2, 16)))]
    return out


def _job(c):
    o = c.prof()
    return [article(o), " ", c.PR(o)]


def mse(c, key):
    r = c.r
    base = {
        "depression": "Unkempt, poor eye contact, psychomotor retardation. Speech slow, low volume. Mood 'empty', affect flat and reactive only to mention of family. Thoughts: hopelessness, guilt. No psychotic features. Passive death wishes, denies active plans. Cognition grossly intact. Partial insight.",
        "psychosis": "Guarded, suspicious, intermittently glancing at the ceiling. Speech normal rate, some tangentiality. Mood 'fine', affect incongruent. Persecutory delusions re neighbours; thought broadcasting. Second-person auditory hallucinations, derogatory. No insight.",
        "mania": "Brightly dressed, over-familiar, distractible. Speech pressured, flight of ideas. Mood 'fantastic', affect elevated and irritable. Grandiose ideas about a business plan. No hallucinations. Insight absent.",
        "selfharm": "Dishevelled, bandaged L forearm. Speech normal. Mood 'rubbish', affect labile. Thoughts of worthlessness, chronic suicidal ideation. No psychotic features. Engaged by the end of interview.",
        "anxiety": "Tense, fidgeting, tearful at times. Speech normal. Mood 'on edge'. Catastrophic thinking about collapsing in public. No psychotic features. Good insight.",
        "dementia": "Elderly, appropriately dressed, pleasant. Speech fluent with word-finding pauses. Mood 'alright'. Suspicious that daughter steals money. Disoriented to date and place. AMTS %d/10." % r.randint(3, 7),
        "alcohol": "Smelt of alcohol, mild tremor. Speech slightly slurred. Mood low, affect restricted. Thoughts of suicide when intoxicated. No psychotic features. Ambivalent about change.",
        "ptsd": "Hypervigilant, sat facing the door. Speech normal. Mood 'scared'. Intrusive memories of the assault. No psychotic features. Good insight.",
    }[key]
    return base


def mh_assessment(c):
    r = c.r
    key, complaint, dx = PRESENTS[c.idx % len(PRESENTS)] if r.random() < 0.8 else r.choice(PRESENTS)
    ages = {"dementia": (70, 94), "psychosis": (18, 40), "selfharm": (16, 35), "alcohol": (30, 65)}.get(key, (18, 75))
    setup(c, age_range=ages)
    add = c.add
    uk = c.locale == "UK"
    pt = c.pt
    assessor = c.staff("psychiatrist")
    arole = r.choice(["ST5 Psychiatry", "Consultant Psychiatrist", "Specialty Doctor", "Registrar in Psychiatry", "SpR in Psychiatry", "ST6 in General Adult Psychiatry"])
    nurse = c.staff("cpn")
    setting = r.choice(["CMHT initial assessment", "Liaison psychiatry assessment (ED)", "Home Treatment Team assessment", "Outpatient psychiatric assessment", "Video consultation"])
    if key == "dementia":
        setting = r.choice(["Old age psychiatry domiciliary assessment", "Memory service assessment", "Liaison psychiatry assessment (ward)"])
    team = c.team("cmht") if "CMHT" in setting or "Outpatient" in setting else (c.team("htt") if "Home" in setting else c.hospital("mh").n())
    # header
    hs = r.randrange(3)
    if hs == 0:
        add(r.choice(["PSYCHIATRIC ASSESSMENT", "Mental Health Assessment", "MENTAL HEALTH ASSESSMENT - CONFIDENTIAL"]), "\n", team, "\n")
        add("Name: ", pt.full(), "   DOB: ", c.dt(c.dob), "   Age: ", c.A(c.age), "\n")
        add(ids_line(c), "\n")
        add("Address: ", c.addr.inline(), "\n")
        add("Date of assessment: ", c.dt(c.date), "   Setting: ", setting, "\n")
    elif hs == 1:
        add(setting, " - ", c.dt(c.date, c.ls), "\n")
        add("Re: ", pt.caps(), ", ", c.A(c.age), " yrs, ", c.mrn_label, " ", P(c.mrn_v, "MRN"), "\n")
        add("Assessed by: ", assessor.title, " ", assessor.full(), " (", arole, ") with ", nurse.full(), " (", r.choice(["CPN", "RMN", "CMHN", "Mental Health Practitioner"]), ")\n")
    else:
        add(team, "\n", "Assessment record\n")
        add("| Client | ", pt.full(), " (", pt.title, ") |\n| DOB | ", c.dt(c.dob), " |\n| Address | ", c.addr.inline(), " |\n| Contact | ", c.PH(c.pt_mob), " |\n")
        if c.hid:
            add("| ", c.hid_label, " | ", P(c.hid, "MRN"), " |\n")
        add("| GP | ", c.gp.title, " ", c.gp.sur(), ", ", c.practice.n(), " |\n| Date | ", c.dt(c.date), " |\n")
    if setting == "Video consultation" or r.random() < 0.12:
        add("Mode: video (", r.choice(["Attend Anywhere", "Microsoft Teams", "secure video link"]), "); patient joined from IP ", P(c.ip(), "IPADDR"),
            ", identity confirmed with DOB and address. Clinician account: ", P(assessor.uname(r), "USERNAME"), ".\n")
    add("\n")
    # referral
    src = r.choice(["GP", "ED", "self-referral", "Gardaí" if not uk else "police (s136)", "family"])
    add("Referral: ", c.f("{src} referral dated {d} regarding {cmp}.", src=src if src != "GP" else [c.gp.title, " ", c.gp.sur(), " (GP)"],
                          d=c.dt(days(c.date, -r.randint(1, 20))), cmp=c.f(complaint)), "\n")
    if r.random() < 0.5:
        add("Present: ", c.f("{his} {rel} {nok_full}"), " for part of the interview (with consent).\n")
    add("\n")
    add(r.choice(["History of presenting complaint", "HPC", "Presenting history"]), ":\n")
    hpc = {
        "depression": "Describes {n} months of low mood since {evt}, with early-morning waking, poor appetite (lost {kg} kg) and loss of interest in {hob}. Stopped going to work at {emp} on {d}. Said: \"i just sit in the car and think about driving into the river\". Has not acted on this.",
        "psychosis": "Over {n} months has become convinced that neighbours at number {num} are recording {him}. Covered windows in foil, stopped eating food not in sealed packets. Flatmate {fm} reports {he} shouts at the walls at night. Cannabis daily since age {ca}.",
        "mania": "Family report {n} weeks of reduced sleep (2-3 hrs), spending (took out a £{money} loan on {d}), and starting arguments. Stopped lithium in {mon} as \"i don't need it anymore\". Previous admission to {h} in {y}.",
        "selfharm": "Brought in after cutting L forearm and taking {tabs} paracetamol following an argument with {his} partner. Long history of self-harm since age {sa}. Said \"nobody would notice if i was gone, not even {fam_l}\".",
        "anxiety": "Panic attacks since collapsing at {lm} in {mon}; now unable to go further than the end of the road. Has been off work from {emp} since {d}. No substance misuse.",
        "dementia": "{His} {rel} reports {n} months of worsening confusion, getting up at night to 'go to work', and accusing {his} {rel} of stealing {his} pension. Found wandering near {lm} on {d} by {pol}.",
        "alcohol": "Drinking {u} units/day (vodka) since redundancy from {emp} in {mon}. Two previous detoxes at {h}. Says \"when i'm drunk i think about hanging myself\".",
        "ptsd": "Assaulted outside {lm} on {d}. Since then nightmares, avoids town centre, startles easily. Court case pending (crime ref {cr}).",
    }[key]
    fm = c.person("FAMILY")
    add(c.f(hpc, n=str(r.randint(2, 10)), evt=r.choice(["the death of " + c.v["his"] + " mother", "losing " + c.v["his"] + " job", "a relationship breakdown", "a miscarriage" if pt.sex == "F" else "a business failing"]),
            kg=str(r.randint(3, 10)), hob=r.choice(["football", "gardening", "the choir", "fishing", "the gym"]), emp=c.employer(), d=c.dt(days(c.date, -r.randint(10, 120))),
            num=str(r.randint(2, 80)), fm=fm.full(), ca=c.A(r.randint(13, 17)), money=str(r.randint(2, 25)) + ",000", mon=c.dt(days(c.date, -r.randint(40, 300)), "MMy"),
            h=c.hospital("mh").n(), y=c.dt(days(c.date, -r.randint(400, 3000)), "y"), tabs=str(r.randint(12, 40)), sa=c.A(r.randint(11, 15)),
            fam_l=P(fm.given.lower(), "FAMILY") if r.random() < 0.5 else fm.giv(), lm=c.landmark(), u=str(r.randint(20, 60)),
            cr=P("%s%s" % (c.letters(2), c.digits(7)), "IDNUM"), pol="police" if uk else "Gardaí"), "\n\n")
    # past psych
    add(r.choice(["Past psychiatric history", "PPH"]), ": ")
    if r.random() < 0.6:
        add(c.f("Admitted to {unit} ({h}) in {y} {status}. Previously under {cc} (care coordinator) at {team2}.",
                unit=c.ward(), h=c.hospital("mh").n(), y=c.dt(days(c.date, -r.randint(300, 4000)), r.choice(["y", "MMy"])),
                status=r.choice(["informally", "under Section 2", "under Section 3"]) if uk else r.choice(["voluntarily", "as an involuntary patient (MHA 2001)"]),
                cc=c.staff("cpn").full(), team2=c.team("cmht")), "\n")
    else:
        add("No previous contact with mental health services.\n")
    add("Medication: ", "; ".join(clinical.med_str(m) for m in clinical.med_list(c, r.randint(1, 3), tags=["psych"])), ".\n")
    add("Physical health: ", ", ".join(clinical.pmh_list(c, r.randint(1, 3))), ".\n")
    add("Family history: ", c.f(r.choice(["Mother had depression; maternal uncle died by suicide aged {a}.", "Father alcohol dependent, died aged {a}.",
                                          "Brother has schizophrenia, under {team2}.", "No known family psychiatric history."]),
                                a=c.A(r.randint(30, 65)), team2=c.team("cmht")), "\n\n")
    add("Personal history: ", personal_history(c), "\n")
    add("Relationships: ", relationships(c), "\n")
    add("Forensic: ", c.f(r.choice(["Nil.", "Caution for possession of cannabis in {y}.", "Conviction for ABH in {y}; PNC ref {pnc}. Currently on probation (officer {po}).",
                                    "Custody record {y}: PNC {pnc}, fingerprint ref {fp}. No convictions.",
                                    "Arrested {d} for criminal damage, released under investigation."]),
                          y=c.dt(days(c.date, -r.randint(300, 4000)), "y"), pnc=P("%02d/%s%s" % (r.randint(0, 23), c.digits(6), c.letters(1)), "IDNUM"),
                          po=c.person("FAMILY").full(), d=c.dt(days(c.date, -r.randint(10, 200))), fp=P(c.bioid("finger"), "BIOID")), "\n")
    if r.random() < 0.3 and c.age >= 18:
        if uk:
            add("Benefits: ", r.choice(["Universal Credit", "ESA (support group)", "PIP standard rate", "Pension Credit"]), "; NI no. ", P(c.nino(), "SSN"), " (for DWP letter).\n")
        else:
            add("Social welfare: ", r.choice(["Disability Allowance", "Jobseeker's Allowance", "Illness Benefit", "State Pension"]), "; PPSN ", P(c.ppsn(), "SSN"), ".\n")
    add("Substances: ", r.choice(["Alcohol ~%d units/week; cannabis occasionally." % r.randint(0, 40), "Denies illicit drugs. Alcohol socially.",
                                  "Daily cannabis (skunk), occasional cocaine at weekends.", "Abstinent from alcohol for 6 months."]), "\n\n")
    add(r.choice(["Mental state examination", "MSE"]), ": ", mse(c, key), "\n\n")
    add("Risk assessment:\n")
    add("- To self: ", r.choice(["moderate - chronic ideation, no current plan, protective factors: children, pet dog.", "high - recent serious attempt, ongoing intent.",
                                 "low - denies thoughts of self-harm.", "moderate - impulsive when intoxicated."]), "\n")
    add("- To others: ", r.choice(["low.", "low; no history of violence.", "moderate - threatening towards neighbours (see HPC)."]), "\n")
    add("- Vulnerability/neglect: ", r.choice(["self-neglect - not eating.", "financial exploitation risk.", "nil specific.", "lives alone, socially isolated."]), "\n")
    if r.random() < 0.4:
        add("- Safeguarding: ", c.f("children in household ({k1} and {k2}); referral to {cs} made, ref {ref}.",
                                    k1=c.A(r.randint(1, 9)), k2=c.A(r.randint(5, 15)), cs="children's social care" if uk else "Tusla",
                                    ref=P("%s-%s" % (c.date.year, c.digits(5)), "IDNUM")), "\n")
    add("\n")
    add("Impression: ", dx, ".\n\n")
    add("Plan:\n")
    cc = c.staff("cpn")
    crisis = c.land()
    plan = [c.f("Allocated to {cc} ({role}) as care coordinator - mobile {mob}.", cc=cc.full(), role=r.choice(["CPN", "Mental Health Nurse", "OT", "Social Worker"]), mob=c.PH(c.mob())),
            c.f("Crisis plan shared: {team2} crisis line {tel} (24h).", team2=c.team("htt"), tel=c.PH(crisis)),
            c.f("Medication: {m}.", m=r.choice(["start sertraline 50 mg OD, review in 4 weeks", "start olanzapine 5 mg ON", "restart lithium with levels in 5 days",
                                                "mirtazapine 15 mg ON", "no change; psychology referral"])),
            c.f("Follow-up appointment {d} at {t} with {doc}.", d=c.dt(days(c.date, r.randint(5, 28))), t=_t(c, 9, 16), doc=[assessor.title, " ", assessor.sur()]),
            c.f("Letter to GP {gp_ts} at {practice}."),
            c.f("Social prescribing: {org}.", org=r.choice([c.club(), P("%s Recovery College" % c.town(), "ORGANIZATION"), P("%s Men's Shed" % c.town(), "ORGANIZATION")]))]
    if key in ("psychosis", "mania") and r.random() < 0.5:
        plan.insert(0, c.f("Admission to {w} at {h} - {status}.", w=c.ward(), h=c.hospital("mh").n(),
                           status=r.choice(["informal", "detained under Section 2 MHA"]) if uk else r.choice(["voluntary", "involuntary admission - recommendation by registered medical practitioner completed"])))
    for i, p in enumerate(plan[:r.randint(4, len(plan))]):
        add("%d. " % (i + 1), p, "\n")
    add("\n")
    lab, num = c.reg_no("psychiatrist")
    add(assessor.title, " ", assessor.full(), "\n", arole, "   ",
        lab, " ", P(num, "LICENSE"), "\n")
    if r.random() < 0.5:
        nlab, nnum = c.reg_no("cpn")
        add(nurse.full(), ", ", r.choice(["CPN", "RMN", "CMHN"]), "   ", nlab, " ", P(nnum, "LICENSE"), "\n")
    if r.random() < 0.4:
        add("Secretary: ", c.staff("sec").full(), "  ", c.PH(c.land()), "  ", P("%s.mentalhealth@%s" % (c.slug(c.town())[:12], "nhs.net" if uk else "hse.ie"), "EMAIL"), "\n")


def mha_assessment(c):
    """Mental Health Act assessment (England/Wales/NI style, or Irish MHA 2001)."""
    r = c.r
    setup(c, age_range=(18, 70))
    add = c.add
    uk = c.locale == "UK"
    pt = c.pt
    doc1 = c.staff("psychiatrist")
    doc2 = c.staff("gp")
    amhp = c.staff("sw")
    nr = c.nok
    if uk:
        add("MENTAL HEALTH ACT ASSESSMENT - AMHP REPORT\n")
        add(P("%s Approved Mental Health Professional Service" % c.town(), "HOSPITAL"), "\n\n")
    else:
        add("Mental Health Act 2001 - Assessment Record\n", c.hospital("mh").n(), "\n\n")
    add("Patient: ", pt.full(), "  DOB ", c.dt(c.dob), " (", c.A(c.age), ")\n")
    add("Address: ", c.addr.inline(), "\n")
    add(ids_line(c), "\n")
    t0 = r.randint(8 * 60, 19 * 60)
    add("Date/time of assessment: ", c.dt(c.date), " ", "%02d:%02d" % divmod(t0, 60), "\n")
    add("Location: ", r.choice([c.addr.inline(county=False, postcode=False), [c.hosp.n(), " ED, room ", P(str(r.randint(1, 9)), "LOCATION_OTHER")],
                               ["Place of safety suite, ", c.hospital("mh").n()], [c.landmark(), " (custody arranged)"]]), "\n\n")
    if uk:
        slab, snum = c.reg_no("sw")
        add("AMHP: ", amhp.full(), "   ", slab, " ", P(snum, "LICENSE"), "   tel ", c.PH(c.land()), "\n")
        add("Section 12 approved doctor: ", doc1.title, " ", doc1.full(), " (", c.reg_no("psychiatrist")[0], " ", P(c.gmc(), "LICENSE"), ")\n")
        add("Second doctor: ", doc2.title, " ", doc2.full(), " (GP with previous acquaintance, ", c.practice.n(), ")\n")
        add("Nearest relative: ", nr.full(), " (", nr.rel, "), ", c.PH(nr.tel), " - consulted by phone on ", c.dt(c.date), ", did not object.\n")
        if r.random() < 0.5:
            off = c.person("FAMILY")
            add("Police present: ", r.choice(["PC", "Sgt", "PC"]), " ", off.full(), " (shoulder no. ", P(c.digits(4), "IDNUM"), ")\n")
            if r.random() < 0.5:
                add("Brought under s136; custody biometrics taken (fingerprint ref ", P(c.bioid("finger"), "BIOID"), ").\n")
    else:
        add("Applicant: ", nr.full(), " (", nr.rel, ")\n")
        add("Recommendation by registered medical practitioner: ", doc2.title, " ", doc2.full(), ", ", c.practice.n(), " (", c.reg_no("gp")[0], " ", P(c.imc(), "LICENSE"), ")\n")
        add("Authorised officer: ", amhp.full(), "\n")
        add("Consultant psychiatrist (admission order): ", doc1.title, " ", doc1.full(), "\n")
        if r.random() < 0.6:
            g = c.person("FAMILY")
            add("Garda assistance: Garda ", g.full(), ", ", P("%s Garda Station" % c.town(), "ORGANIZATION"), "\n")
    add("\nBackground: ", c.f("{age}-year-old {man} with {hx}. Stopped {med} approximately {n} weeks ago. {His} {rel} {nok_giv} reports {sx}.",
                              hx=r.choice(["schizoaffective disorder", "bipolar affective disorder", "paranoid schizophrenia", "recurrent psychotic depression"]),
                              med=r.choice(["depot aripiprazole", "lithium", "olanzapine", "clozapine"]), n=str(r.randint(2, 10)),
                              sx=r.choice(["barricading the flat and not eating", "threatening neighbours with a knife", "not sleeping and wandering the streets at night", "talking about 'leaving this body'"])), "\n")
    add("Interview: ", c.f(r.choice([
        "Seen with {his} {rel} present. Guarded, hostile. Believes the {org} is poisoning {his} water. Denied illness, refused informal admission.",
        "Pressured speech, grandiose. Said \"i'm the new owner of {org}, ring {x} and ask\". Would not consider informal admission.",
        "Mute for long periods; when speaking, spoke of voices telling {him} to jump from {lm}."]),
        org=c.employer(), x=P(c.person("FAMILY").given.lower(), "FAMILY"), lm=c.landmark()), "\n\n")
    add("Outcome: ")
    if uk:
        sec = r.choice(["Section 2", "Section 3"])
        add(c.f("Application made for admission under {sec} MHA 1983. Bed identified on {w}, {h}. Conveyed by ambulance at {t} (incident {inc}).",
                sec=sec, w=c.ward(), h=c.hospital("mh").n(), t="%02d:%02d" % divmod(min(t0 + r.randint(45, 200), 23 * 60 + 50), 60), inc=P("%s%s" % (c.date.strftime("%d%m%y"), c.digits(4)), "IDNUM")), "\n")
        add("Nearest relative informed of rights; leaflet given. Property secured; keys with ", c.person("FAMILY").full(), " (neighbour).\n")
    else:
        add(c.f("Admission order made. Admitted as an involuntary patient to {w}, {h}. Mental Health Commission notified (form 6 ref {ref}). Patient informed of right to a tribunal and legal representation.",
                w=c.ward(), h=c.hospital("mh").n(), ref=P("MHC-%s-%s" % (c.date.year, c.digits(5)), "IDNUM")), "\n")
    add("\nSigned: ", amhp.full(), ", ", c.dt(c.date), "\n")
    if r.random() < 0.5:
        add("Contact: ", P(c.staff_email(amhp, "nhs.net" if uk else "hse.ie"), "EMAIL"), "\n")


def mental_health_assessment(c):
    if c.r.random() < 0.22:
        mha_assessment(c)
    else:
        mh_assessment(c)
