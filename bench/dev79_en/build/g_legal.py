"""Genres: mental-health tribunal and capacity reports; coroner and solicitor correspondence."""
import datetime as dt

import blocks as B
import clinical as C
import pools
from doc import Doc, S, fmt_date, words


TRIBUNAL = {"ENG": "IN THE FIRST-TIER TRIBUNAL (HEALTH, EDUCATION AND SOCIAL CARE CHAMBER) MENTAL HEALTH",
            "WLS": "MENTAL HEALTH REVIEW TRIBUNAL FOR WALES", "SCT": "MENTAL HEALTH TRIBUNAL FOR SCOTLAND",
            "NIR": "REVIEW TRIBUNAL (NORTHERN IRELAND)", "IE": "MENTAL HEALTH TRIBUNAL (MENTAL HEALTH ACT 2001)",
            "AU": "MENTAL HEALTH REVIEW TRIBUNAL", "NZ": "MENTAL HEALTH REVIEW TRIBUNAL",
            "CA": "CONSENT AND CAPACITY BOARD"}
DETENTION = {"ENG": "section 3 of the Mental Health Act 1983", "WLS": "section 3 of the Mental Health Act 1983",
             "SCT": "a compulsory treatment order under section 64 of the 2003 Act",
             "NIR": "Article 12 of the Mental Health (Northern Ireland) Order 1986",
             "IE": "an admission order under section 14 of the Mental Health Act 2001",
             "AU": "an involuntary treatment order", "NZ": "a compulsory treatment order under section 30",
             "CA": "a certificate of involuntary admission (Form 3)"}
CAP_ACT = {"ENG": "Mental Capacity Act 2005", "WLS": "Mental Capacity Act 2005",
           "SCT": "Adults with Incapacity (Scotland) Act 2000", "NIR": "Mental Capacity Act (Northern Ireland) 2016",
           "IE": "Assisted Decision-Making (Capacity) Act 2015", "AU": "Guardianship and Administration Act",
           "NZ": "Protection of Personal and Property Rights Act 1988", "CA": "Health Care Consent Act, 1996"}


def mh_capacity(rng, c, terse):
    d = Doc(B.base_ctx(c), lower=terse)
    unit = c.loc.mh_unit()
    ward = c.loc.ward()
    rc = c.cons
    rc.title = rng.choice(["Dr", "Dr", "Prof"])
    adm = c.days(-rng.randrange(20, 300))
    if terse:
        d.t("mha review {dt} {u} / {w}\n", dt=c.date(c.ref, rng.choice(["dm_num", "dmy_short"])), u=S("HOSPITAL", unit), w=S("HOSPITAL", ward))
        d.t("{p} {as} detained " + rng.choice(["s2", "s3", "s5(2)", "cto", "s136 -> s2"]) + " since {a}. rc {r}\n",
            p=rng.choice([c.pt.full(), c.pt.first()]), **{"as": c.age_sex()}, a=c.date(adm, rng.choice(["dm_num", "dmy_nz", "dm"])), r=rc.sur())
        d.t("mse: " + rng.choice(["guarded, thought disorder, denies ah", "elated, pressured speech, grandiose",
                                   "flat, poverty of speech", "settled, insight partial"]) + ". {sc}.\n", sc=rng.choice(C.SCORES).lower())
        d.t("cap re meds: lacks - unable to weigh. {law_cap}. {law_mh}.\n")
        rel, r = c.rel()
        d.t("nr = {r} ({rl}), rang {ph}, unhappy about leave. imha {i} aware.\n", r=rng.choice([r.full(), r.first()]), rl=rel,
            ph=c.phone("mobile"), i=c.staff(title="Ms").first())
        d.t("{rolex} tribunal {dt}. ref {ref}. room {rm}.\n", dt=c.date(c.ref + dt.timedelta(days=rng.randrange(5, 30)), rng.choice(["dm_num", "wd", "dm"])),
            ref=c.idnum(), rm=c.room())
        return d, "terse"
    layout = rng.choice(["tribunal report", "tribunal report", "capacity assessment", "capacity assessment"])
    if layout == "tribunal report":
        if c.age > 72:
            c.set_age(rng.randrange(19, 66))
        d.emit(TRIBUNAL[c.code] + "\n")
        d.emit(rng.choice(["RESPONSIBLE CLINICIAN'S REPORT", "MEDICAL REPORT", "SOCIAL CIRCUMSTANCES REPORT"]) + "\n\n")
        d.emit(["Patient: ", c.pt_name("header"), "\n"])
        d.emit(["Date of birth: ", c.dob_frag(), "\n"])
        ref = S("IDNUM", rng.choice(["MP/%d/%05d" % (c.ref.year, rng.randrange(99999)), "MHTS/%05d/%d" % (rng.randrange(99999), c.ref.year % 100),
                                     "%s-%d-%04d" % (rng.choice(["RT", "MHT", "CCB"]), c.ref.year, rng.randrange(9999))]))
        d.emit(["Case reference: ", ref, "\n"])
        d.emit(["Hospital: ", S("HOSPITAL", unit), ", ", S("HOSPITAL", ward), "\n"])
        d.emit(["Detained under: " + DETENTION[c.code] + " since ", c.date(adm), "\n"])
        d.emit(["Hearing date: ", c.date(c.ref + dt.timedelta(days=rng.randrange(3, 21)), rng.choice(["long", "wd_long", "dmy"])), "\n"])
        d.emit(["Author: ", rc.t_full(), ", Consultant Psychiatrist, ", S("ORGANIZATION", c.loc.mh_trust()), "  ", c.licence("doc"), "\n\n"])
        d.emit("1. Background\n")
        d.t("{p} is a {age} {prof} " + rng.choice(["born in {ctry}", "who grew up in {town}", "of {ctry} heritage"]) +
            ". {He} lives " + rng.choice(["alone in a council flat at {st}", "with {his} mother {m} at {st}" if c.age < 45 else "with {his} sister {m} at {st}",
                                          "in supported accommodation at {st}"]) +
            ". ", p=c.pt_name("short"), age=c.age_frag(form=rng.choice(["-year-old", "words-year-old"])), prof=c.prof(),
            ctry=c.country(), town=S("CITY", c.loc.town()), m=c.rel("mother" if c.age < 45 else "sister")[1].first(), st=S("STREET", c.addr["street"]))
        d.t("{He} was admitted on {a} after police used " + ("section 136" if c.code in ("ENG", "WLS") else "their powers") + " near {lm}. {wno}\n\n", a=c.date(adm, rng.choice(["long_ord", "dm_ord", "dmy"])),
            lm=c.landmark())
        d.emit("2. Psychiatric history\n")
        d.t("First contact with services in {y1} at {h1}. Previous admissions to {w1} ({y2}) and to {h2} ({y3}). "
            "Diagnosis: " + rng.choice(["paranoid schizophrenia (F20.0)", "bipolar affective disorder, current episode manic (F31.1)",
                                       "schizoaffective disorder (F25.0)", "emotionally unstable personality disorder (F60.3)"]) + ".\n\n",
            y1=S("DATE", str(c.ref.year - rng.randrange(5, 20))), h1=S("HOSPITAL", c.loc.mh_unit()), w1=S("HOSPITAL", c.loc.ward()),
            y2=S("DATE", str(c.ref.year - rng.randrange(2, 5))), h2=S("HOSPITAL", c.loc.hospital()),
            y3=c.date(c.days(-rng.randrange(300, 700)), rng.choice(["my", "my_short"])))
        d.emit("3. Forensic history\n")
        d.t(rng.choice(["No convictions. ", "Caution for possession of cannabis in {y}. ",
                        "Conviction for criminal damage ({y}); police reference {pr}, fingerprint record {bio}. ",
                        "Assault on a member of staff in {y}; police reference {pr}. "]) + "\n\n", bio=c.bio("fp"),
            y=S("DATE", str(c.ref.year - rng.randrange(1, 10))), pr=c.idnum())
        d.emit("4. Current mental state\n")
        d.t("On the ward {he} remains " + rng.choice(["guarded and suspicious", "elated and disinhibited", "withdrawn"]) +
            ". {He} believes staff on {w} are " + rng.choice(["poisoning {his} food", "recording {his} thoughts", "working for MI5"]) +
            ". Medication: " + "; ".join(rng.sample(C.MEDS[25:40], 2)) + ". {sc}. {rolex} Leave under {law_mh} has been "
            + rng.choice(["escorted only", "suspended after an AWOL on {aw}"]) + ".\n\n",
            w=S("HOSPITAL", ward), sc=rng.choice(C.SCORES), aw=c.date(c.days(-rng.randrange(3, 20)), rng.choice(["wd", "dm", "dm_ord"])))
        d.emit("5. Views of the nearest relative\n")
        rel, r = c.rel(rng.choice(["mother", "father", "sister", "brother", "partner"]))
        d.t("I spoke with {r} (" + rel + ", nearest relative) by telephone on {dt}. {r2} supports continued detention. "
            "The IMHA, {i}, was present at the ward round.\n\n", r=r.full(), r2=rng.choice([r.t_sur(), r.first()]),
            dt=c.date(c.days(-rng.randrange(1, 10)), rng.choice(["dm_ord", "dmy", "wd_dm_ord"])), i=c.staff(title="Mr").full())
        if rng.random() < 0.5:
            d.t("Ward access is by biometric reader; {his} enrolment ID is {b}. {rolex}\n\n", b=c.bio(rng.choice(["fp", "iris", "palm"])))
        d.emit("6. Recommendation\n")
        d.t("In my opinion the criteria under {law_mh} continue to be met. {He} lacks capacity to consent to "
            "treatment (see the " + CAP_ACT[c.code] + " assessment dated {cd}).\n\n", cd=c.date(c.days(-rng.randrange(2, 30)), "dmy"))
        d.emit(["Signed: ", rc.full(), "\nDate: ", c.date(c.ref, "long"), "\n"])
        return d, layout
    # capacity assessment
    decision = rng.choice(["where to live on discharge from hospital", "consent to a right hip hemiarthroplasty",
                           "management of property and financial affairs", "consent to a PEG insertion",
                           "contact with a named individual"])
    assessor = c.staff(title=rng.choice(["Dr", "Ms", "Mr"]))
    d.emit("MENTAL CAPACITY ASSESSMENT - " + CAP_ACT[c.code] + "\n\n")
    d.emit(["Person assessed: ", c.pt_name("formal"), "   DOB: ", c.dob_frag(), "  (", c.age_frag(form=rng.choice(["aged", " years", "age"])), ")\n"])
    d.emit([c.hid[0] + ": ", S(c.hid[2], c.hid[1]), "\n"])
    d.emit(["Location: ", S("HOSPITAL", ward), ", ", c.hosp(), " (bed ", c.bed(), ")\n"])
    d.emit(["Usual address: ", c.addr_frags(), "\n"])
    d.emit("Decision: " + decision + "\n")
    d.emit(["Assessor: ", assessor.t_full(), ", " + rng.choice(["Consultant Geriatrician", "Social Worker", "Occupational Therapist",
                                                                "Specialty Doctor", "Best Interests Assessor"]) + "\n"])
    d.emit(["Date(s) of assessment: ", c.date(c.days(-2), "dmy"), " and ", c.date(c.ref, "dmy"), "\n\n"])
    d.emit("Stage 1 (diagnostic): ")
    d.t("Impairment of the mind or brain: " + rng.choice(["Alzheimer's disease", "vascular dementia", "delirium superimposed on dementia",
                                                          "Korsakoff syndrome", "learning disability"]) + ". " +
        rng.choice(["MMSE 17/30", "ACE-III 58/100", "MoCA 14/30", "4AT 6", "6CIT 20", "Abbreviated Mental Test 5/10"]) + ".\n")
    d.emit("Stage 2 (functional):\n")
    sp_rel, sp = c.spouse()
    d.t("- Understand: {p} could not describe the care needs discussed. When asked where {he} lived {he} said "
        "'{st} with {sp}', although {his} " + sp_rel + " died in {y}.\n", p=c.pt_name("short"),
        st=S("STREET", c.addr["street"]) if rng.random() < 0.6 else S("CITY", c.addr["town"]), sp=sp.first(),
        y=S("DATE", str(c.ref.year - rng.randrange(1, 12))))
    d.t("- Retain: unable to retain information for more than a minute despite written prompts.\n")
    d.t("- Use or weigh: {He} did not accept that {he} had fallen " + rng.choice(["six", "four", "several"]) + " times since {m}.\n",
        m=c.date(c.days(-rng.randrange(30, 200)), rng.choice(["my", "my_short", "dm"])))
    d.t("- Communicate: able to communicate a choice ('I want to go home').\n")
    d.emit("\nOutcome: " + rng.choice(["lacks capacity for this decision", "has capacity for this decision"]) + ".\n")
    ch = c.child()
    d.t("A best interests meeting is arranged for {dt} at " + rng.choice(C.TIMES) + " with {c1} (" + ch[0] + "), "
        "{g} (GP) and an IMCA, {imca}. {wn} {rolex}\n", dt=c.date(c.ref + dt.timedelta(days=rng.randrange(2, 10)), rng.choice(["wd_dm_ord", "wd_comma", "dmy"])),
        c1=ch[1].full(), g=c.doc_name(c.gp), imca=c.staff(title="Ms").full())
    if rng.random() < 0.4:
        home = c.loc.care_home()
        d.t("Potential placement: {ch}, {t} ({url}).\n", ch=S("HOSPITAL", home), t=S("CITY", c.loc.town()), url=c.url(home))
    d.t("Relevant law: {law_cap}; " + rng.choice(C.PUBLIC_BODIES["UK" if c.code in ("ENG", "WLS") else c.code]) + " not notified.\n")
    d.emit(["\nSigned: ", assessor.full(), "  ", c.licence("doc" if assessor.title == "Dr" else "nurse") if rng.random() < 0.5 else "", "\n"])
    return d, layout


# ---------------------------------------------------------------- coroner / solicitor
def _coroner_office(c):
    rng = c.rng
    t = c.loc.town()
    if c.code == "SCT":
        return None
    if c.code in ("AU",):
        return "Coroner's Court at %s" % t
    if c.code == "NZ":
        return "%s Coronial Office" % t
    if c.code == "CA":
        return "Office of the Regional Coroner, %s" % t
    if c.code == "IE":
        return "Coroner for %s" % rng.choice(["West Kilcorran", "North Castlebrannagh", "the District of %s" % t])
    return rng.choice(["HM Coroner for %s" % t, "%s Coroner's Court" % t, "HM Senior Coroner for %s and %s" % (t, c.loc.town())])


def coroner_solicitor(rng, c, terse):
    d = Doc(B.base_ctx(c), lower=terse)
    dod = c.days(-rng.randrange(10, 120))
    cause, cod = rng.choice([("a fall at home", "1a bronchopneumonia, 1b fractured neck of femur"),
                             ("a road traffic collision", "1a multiple injuries"),
                             ("an unexpected death in hospital", "1a ischaemic heart disease"),
                             ("suspected overdose", "1a mixed drug toxicity"),
                             ("aspiration pneumonia in a care home", "1a aspiration pneumonia, 1b Parkinson's disease"),
                             ("drowning", "1a drowning"), ("a fire at the property", "1a inhalation of fire fumes")])
    if terse:
        off = c.staff(title="Mr")
        off.role = "FAMILY"
        d.t("phone note {dt} {tm}\n", dt=c.date(c.ref, rng.choice(["dm_num", "dmy_short"])), tm=rng.choice(C.TIMES))
        d.t("call from coroner's officer {o} ({ph}) re {p} dob {dob}, died {dd} - " + cause + ".\n",
            o=rng.choice([off.full(), off.first()]), ph=c.phone(), p=c.pt.full(), dob=c.dob_frag("dmy"),
            dd=c.date(dod, rng.choice(["dm_num", "dm", "wd"])))
        d.t("their ref {r}. pm at {h}, pathologist {pa}.\n", r=c.idnum(), h=c.hosp(), pa=c.staff().sur())
        d.t("wants gp statement by {dt}. last seen by {g} on {ls}. " + rng.choice(["no concerns raised.", "on warfarin - inr 4.1.", "known to crisis team."]) + "\n",
            dt=c.date(c.ref + dt.timedelta(days=14), rng.choice(["dm_num", "dm"])), g=c.gp.sur(),
            ls=c.date(dod - dt.timedelta(days=rng.randrange(3, 60)), rng.choice(["dm_num", "dmy_short"])))
        rel, r = c.child()
        d.t("family ({r}, " + rel + ") aware. email {em}\n", r=r.first(), em=c.email(off, domain="example.org"))
        return d, "terse"
    layout = rng.choice(["coroner request", "solicitor request", "gp statement"])
    if c.code == "SCT" and layout == "coroner request":
        layout = "fiscal request"
    if layout in ("coroner request", "fiscal request"):
        off = c.staff(title=rng.choice(["Mr", "Ms", "Mrs"]))
        off.role = "FAMILY"
        cor = c.staff(title=rng.choice(["Mr", "Ms", "Dr"]))
        cor.role = "FAMILY"
        if layout == "coroner request":
            office = _coroner_office(c)
            d.emit([S("ORGANIZATION", office), "\n"])
        else:
            d.emit("Procurator Fiscal Service - Scottish Fatalities Investigation Unit\n")
        oa = c.org_addr()
        oa["street"] = c.loc.office_street()
        d.emit(B.addr_lines(c, oa))
        d.emit(["Tel: ", c.phone(), "   Email: ", c.email(off, domain=rng.choice(["example.org", "example.net"])), "\n\n"])
        d.emit(["Our ref: ", c.idnum(), "\n"])
        d.emit(["Date: ", c.date(c.ref, rng.choice(["long", "long_ord", "dmy"])), "\n\n"])
        d.emit([rng.choice([c.gp.t_full(), c.gp.t_init("A")]), "\n", S("HOSPITAL", c.practice), "\n"])
        d.emit(B.addr_lines(c, c.practice_addr))
        d.emit("\n")
        d.emit(B.dear(c, c.gp))
        d.emit("\n\n")
        d.emit(["Re: ", rng.choice(["Inquest touching the death of ", "Investigation into the death of ", "The late "]),
                c.pt_name("formal"), "\n"])
        d.emit(["Date of birth: ", c.dob_frag(), "   Date of death: ", c.date(dod), "\n"])
        d.emit(["Late of ", c.addr_frags(), "\n\n"])
        d.t("I am investigating the death of the above-named, who died on {dd} at {pl} aged {a}, following " + cause + ". ",
            dd=c.date(dod, rng.choice(["long_ord", "dm_ord", "long", "wd_comma"])),
            pl=rng.choice([c.hosp(), S("HOSPITAL", c.loc.care_home()), ["home"], c.landmark()]), a=S("AGE", str(c.age)))
        if "road" in cause:
            d.t("{He} was the " + rng.choice(["driver", "passenger", "pedestrian"]) + " involved with vehicle {v}; the police collision reference is {pr}. ",
                v=c.vehicle(), pr=c.idnum())
        k = rng.random()
        idm = rng.choice([("DNA comparison", "dna"), ("fingerprint comparison", "fp"), ("dental records and DNA", "dna")])
        if k < 0.5:
            d.t("Formal identification was by {m} (ref {bio}). ", m=idm[0],
                bio=c.bio(idm[1]))
        d.t("A post-mortem examination (PM no. {pm}) was carried out by {pa} at {h}; the provisional cause of death is " + cod + ".\n\n",
            pm=c.idnum(), pa=c.doc_name(c.staff()), h=c.hosp())
        d.t("I should be grateful for a statement covering your involvement with {p}, in particular the consultations on {d1} and {d2}, "
            "together with a copy of the records. This request is made under {law_cor}. I would be grateful to receive it by {dl}.\n\n",
            p=c.pt_name("short"), d1=c.date(dod - dt.timedelta(days=rng.randrange(20, 90)), rng.choice(["dmy", "long", "mon_sp"])),
            d2=c.date(dod - dt.timedelta(days=rng.randrange(1, 19)), rng.choice(["dmy", "long", "mon_sp"])),
            dl=c.date(c.ref + dt.timedelta(days=21), rng.choice(["long", "wd_long", "dmy"])))
        rel, r = c.child() if rng.random() < 0.6 else c.spouse()
        d.t("The family are represented by {r} (" + rel + "), who has asked for a copy of the report.\n\n", r=r.full())
        d.emit("Yours sincerely,\n\n")
        d.emit([off.full(), "\n", "Coroner's Officer" if layout == "coroner request" else "Procurator Fiscal Depute", "\n"])
        if layout == "coroner request":
            ctitle = {"AU": ["Coroner", "Deputy State Coroner"], "NZ": ["Coroner", "Relief Coroner"], "IE": ["Coroner", "Deputy Coroner"],
                      "CA": ["Regional Supervising Coroner", "Coroner"]}.get(c.code, ["HM Senior Coroner", "Assistant Coroner", "Area Coroner"])
            d.emit(["on behalf of ", cor.t_full(), ", " + rng.choice(ctitle) + "\n"])
        return d, layout
    if layout == "solicitor request":
        firm = rng.choice(pools.SOLICITORS)
        sol = c.staff(title=rng.choice(["Mr", "Ms", "Mrs"]))
        sol.role = "FAMILY"
        d.emit([S("ORGANIZATION", firm), "\n"])
        d.emit(B.addr_lines(c, c.org_addr()))
        d.emit(["T: ", c.phone(), "   F: ", c.fax(), "\n"])
        d.emit(["E: ", c.email(sol, domain=rng.choice(["example.com", "example.net"])), "   W: ", c.url(firm), "\n\n"])
        d.emit(["Our ref: ", S("IDNUM", "%s/%s/%d-%02d" % ("".join(x[0] for x in [sol.given, sol.surname]).upper(),
                                                          c.pt.surname.upper().replace("'", "").replace(" ", "")[:3],
                                                          rng.randrange(1000, 9999), c.ref.year % 100)), "\n"])
        d.emit(["Your ref: ", S("MRN", c.hosp_no), "\n"])
        d.emit([c.date(c.ref, rng.choice(["long", "long_ord"])), "\n\n"])
        d.emit(["The Medical Records Manager\n", c.hosp(), "\n\n"])
        d.emit("Dear Sir or Madam,\n\n")
        d.emit(["Our client: ", c.pt_name("formal"), "\n"])
        d.emit(["Date of birth: ", c.dob_frag(), "\n"])
        d.emit(["Address: ", c.addr_frags(), "\n"])
        inc = c.days(-rng.randrange(60, 900))
        d.emit(["Age at incident: ", S("AGE", str(c.age)), "\n"])
        d.emit(["Date of incident: ", c.date(inc), "\n\n"])
        claim = rng.choice(["a road traffic collision", "an accident at work", "clinical negligence", "a tripping accident"])
        d.t("We act for the above-named in connection with a claim arising from " + claim + " on {di}. ",
            di=c.date(inc, rng.choice(["long_ord", "dmy", "long"])))
        if claim == "a road traffic collision":
            d.t("Our client was driving {his} vehicle, registration {v}, when it was struck near {lm}. ", v=c.vehicle(), lm=c.landmark())
        elif claim == "an accident at work":
            d.t("Our client was employed by {e} as a {pr} at the time. ", e=c.org(), pr=c.prof())
        else:
            d.t("Our client attended the emergency department on {di2} and was seen by {dr}. ", di2=c.date(inc, "dmy"), dr=c.doc_name(c.staff()))
        d.t("We enclose our client's signed form of authority and request copies of all records from {a} to date, under "
            + "{law_rec}. The claims portal reference is {cp}.\n\n", a=c.date(inc - dt.timedelta(days=365 * 2), rng.choice(["my", "dmy", "long"])),
            cp=c.idnum())
        if rng.random() < 0.4:
            d.t("We understand our client also has cover with {ins} ({pol}).\n\n", ins=c.org(rng.choice(pools.INSURERS)),
                pol=c.insurance())
        d.emit("Yours faithfully,\n\n")
        d.emit([sol.full(), "\n", rng.choice(["Associate Solicitor", "Partner", "Paralegal", "Trainee Solicitor"]), "\n", S("ORGANIZATION", firm), "\n"])
        return d, layout
    # gp statement
    d.emit("STATEMENT OF " + ("DR" if rng.random() < 0.5 else "Dr") + " ")
    d.emit([c.gp.full_upper_sur() if rng.random() < 0.5 else c.gp.full(), "\n"])
    d.emit(["In the matter of the " + ("inquest" if c.code != "SCT" else "investigation") + " into the death of ", c.pt_name("header"),
            " (born ", c.dob_frag(), ", died ", c.date(dod), ")\n\n"])
    d.t("1. I am a general practitioner at {pr}, {pa}. My " + c.loc.licence_name() + " registration number is {lic}.\n",
        pr=S("HOSPITAL", c.practice), pa=c.addr_frags(c.practice_addr), lic=S("LICENSE", c.loc.doc_licence()[1]))
    d.t("2. {p} died at the age of {a}. {He} was registered with the practice from {y}. {His} past history included " +
        ", ".join(x[0] + " (" + x[1] + ")" for x in rng.sample(C.PROBLEMS, 3)) + ".\n",
        p=c.pt_name("short"), a=S("AGE", str(c.age)), y=c.date(c.days(-rng.randrange(2000, 12000)), rng.choice(["y", "my", "long"])))
    n = 3
    day = dod - dt.timedelta(days=rng.randrange(60, 200))
    for _ in range(rng.randrange(2, 5)):
        day += dt.timedelta(days=rng.randrange(5, 40))
        if day >= dod:
            break
        who = rng.choice([["I"], ["my colleague ", c.doc_name(c.staff())], ["the practice nurse, ", c.staff(title="Nurse").full(), ","],
                          ["our paramedic practitioner ", c.staff(title="Mr").full()]])
        d.t("%d. On {dd} " % n + "{who} saw {p} " + rng.choice(["with chest pain", "for a medication review", "after a fall",
                                                                 "with low mood", "with a chest infection"]) + ". {vitals}. "
            + rng.choice(C.MEDS) + " was prescribed.\n", dd=c.date(day, rng.choice(["long_ord", "long", "dmy", "long_of"])), who=who,
            p=c.pt_name("short"))
        n += 1
    rel, r = c.child() if rng.random() < 0.5 else c.spouse()
    d.t("%d. On {dd} {his} " % n + rel + ", {r}, telephoned the surgery to report that {he} had died. {rolex}\n",
        dd=c.date(dod, rng.choice(["long_ord", "wd_comma", "long"])), r=rng.choice([r.full(), r.t_sur()]))
    d.t("%d. I believe that the facts stated in this statement are true.\n\n" % (n + 1))
    d.emit(["Signed: ", c.gp.full(), "\nDate: ", c.date(c.ref, "dmy"), "\n"])
    return d, layout
