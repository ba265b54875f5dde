"""Genres: social work psychosocial assessment; case management discharge plan."""
import core as C
import common as K

REASONS = [
    "Psychosocial assessment and discharge planning; pt lives alone and has had 3 ED visits in 60 days.",
    "Positive SDOH screen (food insecurity, transportation) on admission.",
    "Concern for caregiver strain; family requesting placement information.",
    "New diagnosis with anticipated change in level of care.",
    "Pt expressed passive SI to RN overnight; psych C-SSRS screen low risk, SW asked to follow.",
    "Homelessness / unstable housing identified at triage.",
    "Adjustment to illness; pt tearful, asking about disability benefits.",
    "Possible self-neglect; EMS reported unsanitary home conditions.",
]
HOMES = [
    "a 2-story single-family home with {steps} steps to enter and the bedroom upstairs",
    "a 1st-floor apartment, no steps to enter, tub/shower combo with no grab bars",
    "a 3rd-floor walk-up apartment ({steps} steps, no elevator)",
    "a mobile home with {steps} steps to enter and a narrow hallway (walker does not fit in bathroom)",
    "a ranch-style house, 1 level, {steps} steps at the front door with a rail on the right",
    "a subsidized senior apartment building with an elevator",
]


def _family(c, n, r):
    n.t(r.choice(["FAMILY / SUPPORT SYSTEM:\n", "Support system:\n", "FAMILY:\n"]))
    for f in c.fam:
        k = r.randrange(4)
        if k == 0:
            n.f("- {rel}: {nm}, {age}, lives in {city}, {st}; {ph}\n", rel=f.rel.capitalize(), nm=f.full(),
                age=(str(f.age), "AGE"), city=(f.city, "CITY"), st=(f.st, "STATE"), ph=c.fam_phone(f))
        elif k == 1:
            n.f("- {nm} ({rel}, age {age}) - works as a {prof}; cell {ph}\n", nm=f.full(), rel=f.rel,
                age=(str(f.age), "AGE"), prof=(f.profession, "PROFESSION"), ph=c.fam_phone(f))
        elif k == 2:
            n.f("- {rel} {nm}, {city} - involved, visits {freq}. Email {em}\n", rel=f.rel.capitalize(), nm=f.fn(),
                city=(f.city, "CITY"), freq=r.choice(["daily", "weekly", "on weekends", "rarely"]), em=f.email)
        else:
            n.f("- {nm} [{rel}] {ph} - {note}\n", nm=f.lf(), rel=f.rel, ph=c.fam_phone(f),
                note=r.choice(["primary contact", "limited involvement", "estranged x10 yrs per pt",
                               "works nights", "has own health issues", "available by text only"]))


def psychosocial(c, n, r):
    pt = c.pt
    K.header(c, n, r, r.choice(["Social Work Psychosocial Assessment", "SW Initial Assessment",
                                "Psychosocial Assessment - Social Work", "Comprehensive Psychosocial Evaluation"]))
    n.f("REASON FOR REFERRAL: {why} Consult placed by {doc} on {d}.\n\n", why=r.choice(REASONS),
        doc=c.att.ref(), d=c.rd(0, 2))
    n.f("BRIEF HISTORY: {nm} is a {ap} admitted on {adm} with {dx}. {lab}. {sc}.\n\n",
        nm=pt.mr() if r.random() < 0.5 else [pt.fn(), " (\"", pt.nk(), "\")"] if pt.nick else pt.full(),
        ap=c.age_phrase(), adm=c.d(c.admit), dx=c.dx, lab="Labs: " + K.labs(r), sc=K.scores(r))
    src = c.fam[0]
    n.f("SOURCES: pt at bedside; chart review; {rel} by phone ({ph}); RN {rn}.\n\n",
        rel=c.famrel(src), ph=c.fam_phone(src), rn=c.rn.fn())
    # living situation
    n.t("LIVING SITUATION:\n")
    k = r.randrange(5)
    home = r.choice(HOMES).replace("{steps}", str(r.randint(2, 16)))
    if k == 0:
        n.f("Pt lives with {rel} at {addr} in {h}. Pt states {he} has lived there since {yr}.\n",
            rel=c.famrel(c.fam[0]), addr=c.addr(), h=home, he=pt.he(), yr=c.year(c.admit.year - r.randint(2, 40)))
    elif k == 1:
        n.f("Lives alone in {h} ({addr}). Nearest family is {rel} who lives about {mi} miles away in {city}.\n",
            h=home, addr=c.addr(), rel=c.famrel(c.fam[1]), mi=str(r.randint(4, 300)), city=(c.fam[1].city, "CITY"))
    elif k == 2:
        car = r.choice(["2009 Chevy Malibu", "2011 Ford Taurus", "2004 Toyota Sienna", "2013 Nissan Altima"])
        n.f("Pt reports being unhoused since {d}; has been sleeping in {his} car ({car}, plate {pl}) in the lot "
            "behind {org} in {city}. Last stable address {addr}. Uses {org2} for meals and mail.\n",
            d=c.d(C.add_days(c.admit, -r.randint(40, 400)), "month_year"), his=pt.his(), car=car,
            pl=(C.plate(r), "VEHICLE"), org=(r.choice(["Canal Street Bakery", "Riverbend Food Pantry", "Grace Fellowship Church"]), "ORGANIZATION"),
            city=(c.city, "CITY"), addr=c.addr(zipfull=False), org2=(r.choice(["Hope Harbor Shelter", "Second Chance Mission"]), "ORGANIZATION"))
    elif k == 3:
        n.f("Resides at {alf}, {city}, {st} (assisted living) since {d}; ALF director {dn} reports pt needs "
            "set-up for meds and showers. ALF phone {ph}.\n", alf=(c.alf, "HOSPITAL"), city=(c.city, "CITY"),
            st=(c.state, "STATE"), d=c.d(C.add_days(c.admit, -r.randint(90, 1500)), r.choice(["month_year", "mdy"])),
            dn=[c.liaison.full()], ph=c.any_phone())
    else:
        n.f("Pt and {rel} rent {h} at {addr}. Landlord ({ll}) has given notice of non-renewal effective {d}.\n",
            rel=c.famrel(c.fam[0]), h=home, addr=c.addr(), ll=(r.choice(["Orchard Lane Apartments", "Ashford Property Group"]), "ORGANIZATION"),
            d=c.rd(20, 70))
    n.f("Home phone {ph}; cell {cell}.\n\n", ph=c.phone("home"), cell=c.phone("cell"))
    _family(c, n, r)
    n.t("\n")
    # culture
    if c.country:
        n.f("CULTURAL / LANGUAGE: Pt was born in {ctry} and came to the US in {yr}. Preferred language {lang}; "
            "{interp}\n\n", ctry=c.ctry(), yr=c.year(c.imm_year), lang=c.language,
            interp=r.choice([["interpreter ", (r.choice(["Ana", "Luis", "Minh", "Olga", "Hodan"]) + " " + r.choice(["Ferreira", "Ly", "Haddad", "Sokolova"]), "DOCTOR"),
                              " (ID #", (C.digits(r, 5), "IDNUM"), ") used in person."],
                             ["video interpreter used, ID ", (C.digits(r, 6), "IDNUM"), "."],
                             "pt declined interpreter, prefers to use English with staff."]))
    else:
        n.f("CULTURAL / SPIRITUAL: {pt} identifies as {rel}; attends {ch}. Requests chaplain visit.\n\n",
            pt=pt.mr(), rel=c.religion,
            ch=(c.church, "ORGANIZATION"))
    # employment / income
    n.t("EMPLOYMENT / FINANCES: ")
    k = r.randrange(4)
    if k == 0:
        n.f("Pt is a {prof} at {emp}, employed since {yr}; currently on unpaid leave. Manager {mgr} aware. "
            "Income ~${inc}/month. FMLA paperwork requested.\n", prof=(c.profession, "PROFESSION"),
            emp=(c.employer, "ORGANIZATION"), yr=c.year(c.admit.year - r.randint(1, 20)), mgr=(r.choice(P_MGR), "FAMILY"),
            inc="{:,}".format(r.randint(1400, 4800)))
    elif k == 1:
        n.f("Retired {prof}; receives Social Security ${ss}/mo and a small pension. Pays ${rent} rent. "
            "Reports difficulty affording copays.\n", prof=(c.profession, "PROFESSION"),
            ss="{:,}".format(r.randint(780, 2600)), rent=r.randint(350, 1400))
    elif k == 2:
        n.f("Unemployed since {d}; previously worked as a {prof}. On SSDI pending (application filed {d2}). "
            "SNAP $%d/mo.\n" % r.randint(40, 290), d=c.d(C.add_days(c.admit, -r.randint(60, 900)), "month_year"),
            prof=(c.profession, "PROFESSION"), d2=c.d(C.add_days(c.admit, -r.randint(10, 200))))
    else:
        n.f("Pt's {rel} {nm} ({prof}) is the main earner; pt previously worked as a {prof2}. SSI ${ssi}/mo.\n",
            rel=c.fam[0].rel, nm=c.fam[0].fn(), prof=(c.fam[0].profession, "PROFESSION"),
            prof2=(c.profession, "PROFESSION"), ssi=r.randint(600, 950))
    n.f("Insurance: {ins}, member ID {mid}, group {grp}.{mc}\n\n", ins=(c.insurer, "ORGANIZATION"),
        mid=(c.member, "HEALTHPLAN"), grp=(c.group, "HEALTHPLAN"),
        mc=[" Medicaid ID ", (c.mcaid, "HEALTHPLAN"), "."] if r.random() < 0.4 else "")
    # substance / MH
    n.f("SUBSTANCE USE: tobacco {tob}; EtOH {etoh}; {drug}. {sc}.\n", tob=r.choice(["1 ppd x 30 yrs", "denies", ["quit ", c.year(c.admit.year - r.randint(1, 30))], "1/2 ppd", "vapes daily"]),
        etoh=r.choice(["denies", "2-3 beers/day", "socially", "6-pack daily, last drink 2 days PTA", "heavy, hx of DTs"]),
        drug=r.choice(["denies illicit drugs", "reports daily marijuana", "UDS + for cocaine", "hx of opioid use disorder, on buprenorphine"]), sc=K.scores(r))
    n.f("MENTAL HEALTH: {mh} {sc}. Outpatient provider: {cl}.\n\n",
        mh=r.choice(["Hx depression, on sertraline.", "No prior psych hx.", "Bipolar I, followed by ACT team.",
                     "PTSD (combat veteran, VA-connected).", "Anxiety, untreated."]), sc=K.scores(r), cl=(BH[c.clinic_i], "HOSPITAL"))
    # advance directive
    ad = c.fam[0]
    k = r.randrange(3)
    if k == 0:
        n.f("ADVANCE DIRECTIVES: HCPOA document on file dated {d} naming {rel} as agent; alternate is {alt}. "
            "Code status {code}.\n", d=c.d(C.add_days(c.admit, -r.randint(100, 3000))), rel=c.famrel(ad),
            alt=c.fam[1].full(), code=r.choice(["Full Code", "DNR/DNI", "DNR, OK to intubate", "Full"]))
    elif k == 1:
        n.f("ADVANCE DIRECTIVES: none on file. Pt identifies {nm} as preferred decision maker. SW provided "
            "state HCPOA form; pt would like to complete with notary prior to discharge.\n", nm=ad.full())
    else:
        n.f("ADVANCE DIRECTIVES: POLST (DNR, limited interventions) completed {d} with {pcp}; copy scanned to media tab.\n",
            d=c.rd(-400, 1), pcp=c.pcp.ref())
    n.f("SAFETY: {s}\n\n", s=r.choice(["Denies IPV; feels safe at home.", "Screened for elder abuse - negative.",
                                       "Firearms in the home, locked per family.", "Pt reports verbal conflict with grandson; denies physical harm."]))
    n.t("ASSESSMENT: ")
    n.f("{nm} presents with {need}. {he} is {cap} and able to participate in planning. Strengths: {str}.\n",
        nm=pt.mr(), need=r.choice(["limited support and high fall risk", "financial strain and medication access barriers",
                                   "caregiver burnout in the household", "housing instability", "new functional decline"]),
        he=pt.he().capitalize(), cap=r.choice(["alert and oriented x4", "A&O x3, mildly forgetful", "pleasantly confused (A&O x1)"]),
        str=r.choice(["engaged family", "good insight", "long-standing PCP relationship", "strong faith community"]))
    if r.random() < 0.4:
        n.f("Family notes steady decline since {hol}; {f} states pt 'stopped cooking and going to church.'\n",
            hol=(r.choice(["Thanksgiving", "Christmas", "Easter", "New Year's", "Labor Day", "the Fourth of July"]).replace("the ", ""), "DATE"),
            f=c.fam[0].fn())
    n.t("PLAN:\n")
    n.f("1. Discharge plan discussed with {nm}; {opt}.\n", nm=pt.mr(), opt=r.choice(
        ["prefers home with home health", "agreeable to short-term rehab", "undecided, family meeting set"]))
    n.f("2. Family meeting scheduled {d} at 2pm with {f} and {doc}.\n", d=c.rd(1, 4, style="wd_short"),
        f=c.fam[0].fn(), doc=c.att.dr())
    n.f("3. Referrals: {o1} ({what}), financial counseling, {o2}.\n", o1=MEALS[c.clinic_i % len(MEALS)],
        what=MEALS_WHAT[c.clinic_i % len(MEALS)],
        o2=(c.clinic, "HOSPITAL"))
    n.f("4. SW will follow; contact {sw} at {ph}.\n", sw=c.sw.full(), ph=c.staff_phone(c.sw))
    K.signature(c, n, r, c.sw, "Social Work Services")
    if r.random() < 0.5:
        K.audit(c, n, r, c.sw)


BH = ["Willow Creek Behavioral Health", "Harbor Counseling Center", "Riverbend Behavioral Health",
      "Northfield Psychiatric Associates", "Prospect Street Recovery Clinic", "Lakeshore Community Mental Health"]
MEALS = [("Tri-County Senior Meals", "ORGANIZATION"), ("Riverbend Food Pantry", "ORGANIZATION"),
         ("Harmon Park Senior Center", "ORGANIZATION"), ("Open Door Legal Aid", "ORGANIZATION")]
MEALS_WHAT = ["home-delivered meals", "food pantry", "adult day program", "benefits/legal"]
P_MGR = ["Dale Kettering", "Rhonda Vance", "Tom Abernathy", "Sheila Marchetti", "Ken Holloway"]


def _referral_table(c, n, r):
    facs = [c.snf, c.snf2, c.irf, c.ltach]
    r.shuffle(facs)
    n.t("Referrals sent (via CarePort):\n")
    n.t("Facility                              | Sent      | Response\n")
    for fac in facs[: r.randint(2, 4)]:
        n.f("{fac} | {d} | {resp}\n", fac=(fac, "HOSPITAL"), d=c.rd(0, c.los, style=r.choice(["md", "mdy2"])),
            resp=r.choice(["accepted", "declined - no LTC bed", "pending clinical review", "declined - payer OON",
                           "accepted, bed {0}".format(r.randint(1, 60)), "needs updated PT note"]))


def dc_plan(c, n, r):
    pt = c.pt
    K.header(c, n, r, r.choice(["Case Management Discharge Plan", "CM Progress Note - Discharge Planning",
                                "Discharge Planning Assessment", "Transition of Care Plan"]))
    n.f("Working dx: {dx} ({ds}). GMLOS {g} d, actual LOS {l} d. Status: {st}.\n", dx=c.dx, ds=c.dx_short,
        g="%.1f" % r.uniform(2.5, 8.9), l=c.los, st=r.choice(["Inpatient", "Inpatient (2MN met)", "Observation -> Inpatient"]))
    n.f("Payer: {ins} (member {mid}){mcare}.\n", ins=(c.insurer, "ORGANIZATION"), mid=(c.member, "HEALTHPLAN"),
        mcare=[", Medicare MBI ", (c.mbi, "HEALTHPLAN")] if c.age >= 65 and r.random() < 0.6 else "")
    n.f("Anticipated DC date: {edd}. Vitals today: {v}.\n\n", edd=c.d(c.dc, r.choice(["mdy", "wd_long", "abbr"])), v=K.vitals(r))
    n.t(K.function_line(r) + "\n\n")
    n.t("PRIOR LEVEL OF FUNCTION: ")
    n.f("independent in ADLs, drives{car}; lives with {rel}.\n\n", car=[" (own car, plate ", (C.plate(r), "VEHICLE"), ")"] if r.random() < 0.15 else "",
        rel=c.famrel(c.fam[0]))
    n.t("DISCHARGE PLAN:\n")
    k = r.randrange(4)
    if k == 0:
        n.f("Plan A: SNF for short-term rehab. Pt/family choice list: 1) {s1} 2) {s2}. {pt} prefers {s1b} "
            "(close to {rel}'s home in {city}).\n", s1=(c.snf, "HOSPITAL"), s2=(c.snf2, "HOSPITAL"), pt=pt.mr(),
            s1b=(c.snf, "HOSPITAL"), rel=c.fam[0].fn(), city=(c.fam[0].city, "CITY"))
        n.f("Plan B: home with {hha} for PT/OT/RN and 24h supervision from family.\n", hha=(c.hha, "HOSPITAL"))
        _referral_table(c, n, r)
        n.f("Auth: {ins} auth # {au} approved {d} for {days} days, next review {d2}.\n", ins=(c.insurer, "ORGANIZATION"),
            au=(C.auth_no(r), "IDNUM"), d=c.rd(c.los - 2, c.los), days=r.choice([5, 7, 10, 14]), d2=c.rd(c.los + 5, c.los + 9))
    elif k == 1:
        n.f("Home with home health. {hha} accepted, SOC {d}. Intake: {ph}.\n", hha=(c.hha, "HOSPITAL"),
            d=c.d(C.add_days(c.dc, 1), "md"), ph=c.any_phone())
        n.f("DME: {eq} ordered from {dme} (order #{o}); delivery to {addr} on {d2}.\n",
            eq=r.choice(["rolling walker and 3-in-1 commode", "hospital bed", "home O2 2L continuous", "shower chair"]),
            dme=(c.dme, "ORGANIZATION"), o=(C.digits(r, 7), "IDNUM"), addr=c.addr(), d2=c.d(c.dc, "mdy"))
        n.f("Meds to Beds via {ph}; copay ${cp}. PCP f/u with {pcp} at {cl} on {d} 10:15.\n", ph=(c.pharm, "HOSPITAL"),
            cp=r.choice(["0", "4.70", "12", "47.50"]), pcp=c.pcp.ref(), cl=(c.clinic, "HOSPITAL"), d=c.rd(c.los + 4, c.los + 12))
    elif k == 2:
        n.f("Acute inpatient rehab at {irf} - PM&R liaison {li} screened {d}, pt meets 3-hr rule. Pre-cert pending "
            "with {ins} (ref {ref}).\n", irf=(c.irf, "HOSPITAL"), li=c.liaison.full(), d=c.rd(1, c.los),
            ins=(c.insurer, "ORGANIZATION"), ref=(C.auth_no(r), "IDNUM"))
        n.f("Backup: {snf}. Family ({f}, {ph}) updated.\n", snf=(c.snf, "HOSPITAL"), f=c.fam[0].full(), ph=c.fam_phone(c.fam[0]))
    else:
        n.f("Home with hospice. {hos} admission RN visit {d}; hospital bed and O2 (concentrator SN {sn}) delivered "
            "by {dme}. Goals of care meeting held {d2} with {doc}, {rel}.\n", hos=(c.hospice, "HOSPITAL"),
            d=c.d(c.dc, "wd_long"), sn=(C.device_sn(r), "DEVICE"), dme=(c.dme, "ORGANIZATION"), d2=c.rd(1, c.los),
            doc=c.att.dr(), rel=c.famrel(c.fam[0]))
    n.t("\nBARRIERS: ")
    bars = r.sample(["awaiting insurance auth", "no 24h caregiver", "pending Medicaid application",
                     "needs wound vac supplies", "stairs at home", "family disagreement re placement", "transport",
                     "IV abx"], r.randint(1, 3))
    n.t("; ".join(bars))
    if "IV abx" in bars:
        n.f(" (end date {d})", d=c.rd(c.los + 2, c.los + 30))
    n.t(".\n")
    n.f("TRANSPORT: {tr} on {d} at {tm}{pl}.\n", tr=(c.transport, "ORGANIZATION"),
        d=c.d(c.dc, r.choice(["md", "mdy", "wd_short"])), tm=r.choice(["10:00", "1300", "2 pm", "11:30"]),
        pl=[", wheelchair van plate ", (C.plate(r), "VEHICLE")] if r.random() < 0.3 else "")
    n.f("IM (Important Message from Medicare) delivered {d1}, 2nd copy {d2}. ", d1=c.rd(0, 1, style="mdy"),
        d2=c.d(c.dc, "mdy")) if c.age >= 65 else n.t("Commercial payer - no IM required. ")
    n.f("Pt/family agree with plan; {rel} will be at bedside at discharge.\n", rel=c.famrel(c.fam[0]))
    K.meds_block(c, n, r, 4)
    K.signature(c, n, r, c.cm, "Case Management")
    if r.random() < 0.6:
        K.audit(c, n, r, c.cm)
