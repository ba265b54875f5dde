"""Genres: medical examiner scrutiny record, conversation with bereaved relative, coroner referral form."""
import clin
import common as cm
from case import Case, pick, dg
from note import Note

HOLIDAYS = ["Christmas", "Easter", "Boxing Day", "New Year", "Thanksgiving", "Diwali", "Eid", "Hanukkah",
            "Anzac Day", "Canada Day", "Independence Day", "St Patrick's Day", "Matariki"]


NICK = {"Margaret": "Peggy", "Elizabeth": "Betty", "William": "Bill", "Robert": "Bob", "Patricia": "Pat",
        "Dorothy": "Dot", "Kenneth": "Ken", "Michael": "Mike", "Thomas": "Tommy", "Reginald": "Reg",
        "Kathleen": "Kath", "Bridget": "Bridie", "Giuseppe": "Joe", "Mohammed": "Mo", "José": "Pepe",
        "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Winifred": "Winnie", "Albert": "Bert",
        "Harold": "Harry", "Stanley": "Stan", "Salvatore": "Sal", "Alasdair": "Ally", "Seamus": "Shay"}


CSTAFF = {"GB": "coroner's officer", "SC": "PF depute", "IE": "coroner's officer", "US": "ME investigator",
          "CA": "coroner's investigator", "AU": "coroner's officer", "NZ": "coronial services officer"}


def typo_rate(rng):
    return pick(rng, [0.0, 0.0, 0.01, 0.02, 0.03])


def setting(c):
    s = c.cause["story"]
    if "{home}" in s or "care home" in s:
        return "care"
    if "Died at home" in s or c.cause["ia"] == "Unascertained":
        return "home"
    return "hosp"


def pod(c):
    st = setting(c)
    if st == "care":
        return [c.home, ", ", c.town]
    if st == "home":
        return ["usual residence - "] + c.addr()
    return [c.hosp, ", ", c.ward]


def attender(c):
    """The doctor who attended in life: GP for community deaths."""
    return c.gp if setting(c) != "hosp" else c.att


def sex(c):
    return "F" if c.pt.sex == "F" else "M"


# ------------------------------------------------------------------------------------------
def me_scrutiny(rng, sys, lower):
    c = Case(rng, sys)
    n = Note(rng, lower, typo_rate(rng))
    if sys == "US":
        _us_intake(n, c)
    else:
        _scrutiny(n, c)
    return n, c.country


def _demog(n, c, ap):
    r = c.rng
    v = c.v
    style = r.randrange(3)
    if style == 0:
        n.f("Deceased: {ptup}    Sex: {sx}    DOB: {dob}    Age: {age}\n", ptup=c.pt.upper(), sx=sex(c),
            dob=c.D(c.dob), age=(str(c.age), "AGE"))
        n.f("{pl}: {pid}    {sl}: {sid}\n", pl=v["pid"], pid=c.pid, sl=v["sid"], sid=c.sid)
        n.f("Usual address: {addr}\n", addr=c.addr())
        n.f("Occupation: {ret}{occ}\n", ret=pick(r, ["retired ", "", "former "]), occ=c.occ)
        n.f("Date / time of death: {dod} {tod}    Place: {pod}\n", dod=c.D(c.dod), tod=c.tod, pod=pod(c))
    elif style == 1:
        n.t("| Field | Detail |\n|---|---|\n")
        n.f("| Name | {pt} |\n| DOB / age | {dob} / {age} yrs |\n", pt=c.pt.fml(), dob=c.D(c.dob),
            age=(str(c.age), "AGE"))
        n.f("| {pl} | {pid} |\n| {sl} | {sid} |\n", pl=v["pid"], pid=c.pid, sl=v["sid"], sid=c.sid)
        n.f("| Address | {addr} |\n| Died | {dod} at {tod} |\n| Place of death | {pod} |\n",
            addr=c.addr(), dod=c.D(c.dod), tod=c.tod, pod=pod(c))
        n.f("| Occupation | {occ} |\n", occ=c.occ)
    else:
        n.f("Pt: {pt} ({ptf}), {age}{sx}, DOB {dob}, {pl} {pid}\n", pt=c.pt.full(), ptf=c.pt.formal(),
            age=(str(c.age), "AGE"), sx=sex(c), dob=c.D(c.dob), pl=v["pid"], pid=c.pid)
        n.f("Lived at {addr} with {his} {rel}. Worked as a {occ} at {emp}.\n", addr=c.addr(),
            his=c.pt.he()[1], rel=c.nokrel, occ=c.occ, emp=c.employer)
        n.f("Died {dod} @ {tod}, {pod}.\n", dod=c.D(c.dod), tod=c.tod, pod=pod(c))
    n.f("Attending practitioner: {ap} ({gr}), {lic} {licno}, contact {tel}\n", ap=ap.dr(),
        gr=c.grade if ap is c.att else "GP",
        lic=c.v["lic"], licno=c.lic(), tel=cm.tel_or_ext(c))
    if ap is not c.att:
        n.f("Registered practice: {gp}, tel {tel}\n", gp=c.gpprac, tel=c.phone())
    n.f("Consultant: {cons} ({spec})\n", cons=c.cons.dr(), spec=c.spec)


def _scrutiny(n, c):
    r, v = c.rng, c.v
    sys = c.sys
    ap = attender(c)
    if sys == "GB":
        n.f(pick(r, ["{trust}\nMedical Examiner Office\nSCRUTINY RECORD - ADULT DEATH\n",
                     "ME SCRUTINY | {hosp} | ref {meref}\n",
                     "MEDICAL EXAMINER SERVICE - proportionate review of records\n{trust}\n"]),
            trust=c.trust, hosp=c.hosp, meref=c.meref)
    elif sys == "SC":
        n.f("DEATH CERTIFICATION REVIEW SERVICE - LEVEL 1 REVIEW\nHealth board: {trust}\n", trust=c.trust)
    else:
        n.f("{trust} - Independent death certification review\nReviewer role: {rv}\n", trust=c.trust,
            rv=v["reviewer"])
    n.f("Case ref: {meref}    Received: {d} {t}    via {route}\n", meref=c.meref, d=c.D(c.off(c.dod, r.randint(0, 2))),
        t="%02d:%02d" % (r.randint(8, 17), r.randrange(60)),
        route=pick(r, ["bereavement office", "ward clerk e-mail", "GP practice (community death)",
                       "hospice referral", "ED", "out-of-hours list"]))
    n.t("-" * pick(r, [40, 58, 64]) + "\n")
    _demog(n, c, ap)
    n.f("{rv}: {me}    {off}: {meo}\n", rv=v["reviewer"], me=c.me.dr(), off=v["officer"], meo=c.meo.full())
    n.t("\nRecords reviewed: ")
    src = list(cm.RECORD_SOURCES)
    n.t(", ".join(src.pop(r.randrange(len(src))) for _ in range(r.randint(3, 6))) + ".\n")
    n.t(pick(r, ["\n1. Summary of final illness\n", "\nSUMMARY:\n", "\nClinical course -\n"]))
    cm.story(n, c)
    n.t(" " + cm.obs(c) + "; " + cm.obs(c) + ".\n")
    if r.random() < 0.6:
        n.t(pick(r, clin.SHORTHAND) + "\n")
    n.t("PMH: ")
    cm.comorbid(n, c, r.randint(2, 5))
    n.t(".\nDHx: ")
    cm.meds(n, c, r.randint(3, 6))
    n.t(".\n" + pick(r, clin.ADVANCE) + ".\n")
    n.t(pick(r, ["\n2. Cause of death proposed by AP\n", "\nProposed MCCD wording:\n", "\nAP proposal -\n"]))
    ca = c.cause
    if ca.get("mode"):
        cm.causes(n, c, intervals=False)
        n.f("\n3. Discussion with AP ({d}, by phone)\n'Cardiac arrest' is a mode of dying, not a cause, "
            "and will be rejected by the {reg}. Reviewed ECG and troponin with {ap}; agreed:\n",
            d=c.D(c.dod), reg=v["reg"], ap=ap.dr(False))
        cm.causes(n, c, ia="Acute myocardial infarction", ib="Coronary artery atherosclerosis", ii="Hypertension")
    elif ca.get("refer"):
        why = clin.REFER_REASONS[ca["refer"]]
        law = clin.NOT_PHI_LAW.get(sys, clin.NOT_PHI_LAW["GB"])[0]
        cm.causes(n, c)
        n.f("\n3. Discussion with AP ({d})\nThis death must be notified to the {cor}: {why}"
            " ({law}, {reg}). {ap} agreed and will complete the notification today. "
            "Family informed that the {cor}'s office will contact them.\n",
            d=c.D(c.off(c.dod, 1)), cor=v["coroner"], why=why[0], law=law,
            reg=why[1] if sys == "GB" else "reportable death", ap=ap.dr(False))
        n.f("Referral submitted via portal {url} on {d}; {cor} ref {ref}.\n",
            url=c.url("coroner/referrals/" + dg(r, 6)), d=c.D(c.off(c.dod, r.randint(1, 2))),
            cor=v["coroner"], ref=c.corref)
    else:
        cm.causes(n, c)
        n.f("\n3. Discussion with AP ({d})\n{ap} confirmed the sequence above. ", d=c.D(c.off(c.dod, 1)),
            ap=ap.dr(False))
        n.t(pick(r, ["Agreed to write conditions in full (no abbreviations). ",
                     "Suggested adding the diabetes to Part II; AP agreed. ",
                     "No change to wording required. ",
                     "Queried interval for Ib - AP estimates several years. "]))
        n.t("Not a death that requires {0} notification.\n".format(v["coroner"]))
    n.t(pick(r, ["\n4. Concerns / learning\n", "\nME comments:\n", "\nIssues identified:\n"]))
    con = list(clin.ME_CONCERNS)
    for _ in range(r.randint(1, 3)):
        n.t("- " + con.pop(r.randrange(len(con))) + "\n")
    if r.random() < 0.35:
        n.f("- Datix {dx} already raised by ward; SJR requested ({sjr}).\n", dx=c.datix, sjr=cm.sjr_ref(c))
    n.t(pick(r, ["\n5. Bereaved\n", "\nInteraction with bereaved:\n"]))
    d2 = c.off(c.dod, r.randint(1, 3))
    n.f("Spoke with {rel} {nok} on {tel} ({d} {t}). ", rel=c.nokrel, nok=c.nok.full(), tel=c.phone("mob"),
        d=c.D(d2, pick(r, [c.ds, "wd"])), t="%02d:%02d" % (r.randint(9, 18), r.randrange(60)))
    n.f(pick(r, cm.FAMILY_QS), ia_low=ca["ia"].lower(), he=c.pt.he()[0])
    n.t(" " + pick(r, ["Content with the proposed cause of death.", "Accepted explanation; no further "
                       "questions.", "Asked for a call back from the consultant - emailed the team.",
                       "Would like to meet the ward team; PALS details given."]) + "\n")
    imp = cm.implant(c)
    if imp:
        n.f("\nImplants: {k} ({m}), serial {sn} - mortuary informed for removal before cremation.\n",
            k=imp[0], m=imp[1], sn=imp[2])
    n.t(pick(r, ["\n6. Outcome\n", "\nOUTCOME:\n"]))
    if ca.get("refer"):
        n.f("Referred to {cor}. MCCD on hold pending {cor} decision.\n", cor=v["coroner"])
    else:
        n.f("{cert} issued by {ap} on {d} (certificate no. {no}); sent electronically to the {reg}.\n",
            cert=v["cert"], ap=ap.dr(), d=c.D(c.off(c.dod, r.randint(1, 3))), no=c.certno, reg=v["reg"])
        if r.random() < 0.5:
            n.f("{crem} completed by {ap}; funeral director {fd} notified.\n", crem=v["crem"],
                ap=ap.dr(False), fd=c.fd)
    n.t("\n")
    cm.sig(n, c, c.me, v["reviewer"], (v["lic"], c.lic()), c.D(c.off(c.dod, r.randint(1, 4))))
    cm.audit(n, c, c.meo)


def _us_intake(n, c):
    r = c.rng
    n.f("{county} MEDICAL EXAMINER - DEATH REPORT INTAKE\n", county=c.county)
    n.f("Case No.: {ref}    Report received: {d} {t}\n", ref=c.corref, d=c.D(c.dod), t=c.tod)
    n.f("Reporting party: {rn}, RN, {hosp} {ward}, ph {tel}\n", rn=c.nurse.full(), hosp=c.hosp, ward=c.ward,
        tel=c.phone())
    n.f("Decedent: {ptup}    DOB: {dob}    Age: {age}    Sex: {sx}\n", ptup=c.pt.upper(), dob=c.D(c.dob),
        age=(str(c.age), "AGE"), sx=sex(c))
    n.f("SSN: {ssn}    MRN: {mrn}    Acct: {acct}\n", ssn=c.sid, mrn=c.pid, acct=c.acct)
    n.f("Residence: {addr}\nUsual occupation: {occ}, {emp}\n", addr=c.addr(), occ=c.occ, emp=c.employer)
    n.f("Pronounced: {dod} at {tod} by {att} ({gr})\nAttending physician: {cons}, NPI {npi}\n",
        dod=c.D(c.dod), tod=c.tod, att=c.att.dr(), gr=c.grade, cons=c.cons.dr(), npi=c.lic())
    n.t("\nCIRCUMSTANCES:\n")
    cm.story(n, c)
    n.t("\nPMH: ")
    cm.comorbid(n, c, r.randint(2, 4), ", ")
    n.t("\nMeds: ")
    cm.meds(n, c, r.randint(2, 5))
    n.f("\nNext of kin: {rel} {nok}, {tel} - notified at bedside.\n", rel=c.nokrel, nok=c.nok.full(),
        tel=c.phone())
    ca = c.cause
    if ca.get("refer"):
        n.f("\nJURISDICTION: ACCEPTED ({why}). Transport to ME facility by {fd}.\n"
            "Identification: visual by {rel}; fingerprint record {bio}.\n",
            why=clin.REFER_REASONS[ca["refer"]][2], fd=c.fd, rel=c.nokrel, bio=c.bio())
        n.f("Exam scheduled {d}. Toxicology requested (lab accession {acc}).\n", d=c.D(c.off(c.dod, 1)),
            acc=("TX" + dg(r, 7), "IDNUM"))
    else:
        n.t("\nJURISDICTION: DECLINED - natural death, attending physician to certify.\n")
        n.t("Proposed cause (per attending):\n")
        cm.causes(n, c, style="us")
        n.f("Attending advised to complete the {cert} in EDRS within 48 hours. Cremation approval "
            "will be required from this office if cremation is chosen (funeral home: {fd}).\n",
            cert=c.v["cert"], fd=c.fd)
    imp = cm.implant(c)
    if imp:
        n.f("Device: {k} {m}, SN {sn} - to be explanted prior to cremation.\n", k=imp[0], m=imp[1], sn=imp[2])
    n.f("\nInvestigator: {inv} (D-ABMDI), desk {tel}\nReviewed by: {me}, Deputy Medical Examiner\n",
        inv=c.cor.full(), tel=c.phone(), me=c.me.dr())
    cm.audit(n, c, c.meo)


# ------------------------------------------------------------------------------------------
QUOTES = [
    "{He} had been going downhill since {hol}, we could all see it",
    "{He} worked as a {occ} at {emp} for thirty years and never had a day off",
    "we were told on {day} that {he} was doing better, then this",
    "{He} lived with us at {street} for the last two years",
    "my {rel2} {fam2} is flying back from {abroad} on {d2}, can we wait for the funeral",
    "we want {him} laid to rest at {crem}, next to dad",
    "nobody rang us until it was too late",
    "the nurses on {ward} were wonderful, please tell them",
    "{He} never wanted to go into hospital, {he} made that very clear",
    "is there going to be a post mortem? mum would have hated that",
]


def bereaved_conversation(rng, sys, lower):
    c = Case(rng, sys)
    n = Note(rng, lower, typo_rate(rng))
    r, v = rng, c.v
    he, his, him = c.pt.he()
    n.t(pick(r, ["RECORD OF CONVERSATION WITH BEREAVED\n", "Bereaved family telephone call\n",
                 "Family contact record\n", "Conversation with bereaved relative - " + v["reviewer"] + "\n"]))
    n.f("Ref: {ref}    Deceased: {pt} (DOB {dob}, aged {age})\nDied: {dod} at {pod}\n", ref=c.meref,
        pt=c.pt.fml(), dob=c.D(c.dob), age=(clin.words(c.age) if r.random() < 0.35 else str(c.age), "AGE"),
        dod=c.D(c.dod), pod=pod(c))
    nage = None
    if c.nokrel in ("wife", "husband", "partner", "sister", "brother") and r.random() < 0.5:
        nage = (str(max(18, c.age + r.randint(-8, 6))), "AGE")
    elif c.nokrel in ("daughter", "son", "niece", "nephew") and r.random() < 0.4:
        nage = (str(max(18, c.age - r.randint(22, 40))), "AGE")
    n.f("Spoke to: {nok} ({rel}{nage}, next of kin)    Tel: {tel}\n", nok=c.nok.full(), rel=c.nokrel,
        nage=[", aged ", nage] if nage else "", tel=c.phone("mob"))
    if r.random() < 0.4:
        n.f("Email: {em}\n", em=c.nok.email(r, "example.com"))
    cd = c.off(c.dod, r.randint(1, 3))
    n.f("Call: {d} {t}, approx. {m} minutes. Made by {meo} ({off}), with {me} available.\n",
        d=c.D(cd, pick(r, [c.ds, "wd"])), t="%02d:%02d" % (r.randint(9, 18), r.randrange(60)),
        m=r.randint(10, 45), meo=c.meo.full(), off=v["officer"], me=c.me.dr())
    if c.pt.origin in ("sasian", "somali", "polish", "chinese", "viet", "arabic", "ukr") and r.random() < 0.5:
        n.f("Interpreter: {lang} via telephone interpreting service, interpreter no. {iid}.\n",
            lang={"sasian": "Urdu", "somali": "Somali", "polish": "Polish", "chinese": "Cantonese",
                  "viet": "Vietnamese", "arabic": "Arabic", "ukr": "Ukrainian"}[c.pt.origin],
            iid=(dg(r, 5), "IDNUM"))
    n.t("\n")
    n.f("Introduced myself and explained that the {rv} is an independent senior doctor who was not "
        "involved in {ptf}'s care. Offered condolences. {nok} was happy to talk now.\n\n",
        rv=v["reviewer"], ptf=c.pt.formal(), nok=c.nok.fn())
    n.t("Proposed cause of death read out and explained:\n")
    cm.causes(n, c, intervals=False)
    n.t(pick(r, ["Explained in plain terms what each line means and why the order matters.\n",
                 "Explained Part I is the chain of events and Part II other conditions that contributed.\n"]))
    kw = c.kw()
    kw.update(hol=(pick(r, HOLIDAYS), "DATE"), day=c.D(c.ev, "day"), street=c.street,
              rel2=c.fam2rel, fam2=c.fam2.full(), abroad=c.birthc, d2=c.D(c.off(c.dod, r.randint(3, 9))),
              crem=c.crematorium, emp=c.employer, ia_low=c.cause["ia"].lower())
    n.t("\nFamily account / questions:\n")
    qs = list(QUOTES)
    for _ in range(r.randint(2, 4)):
        q = qs.pop(r.randrange(len(qs)))
        n.t("- ")
        n.add(c.nok.fn() if r.random() < 0.6 else c.nokrel)
        op, cl = pick(r, [(' said "', '"'), (": '", "'"), (' told me "', '"'), (" said ", "")])
        n.f(op + q + cl + ".\n", **kw)
    for _ in range(r.randint(1, 2)):
        n.t("- ")
        n.f(pick(r, cm.FAMILY_QS), **kw)
        n.t("\n")
    if c.cause.get("refer"):
        n.f("\nExplained that the death has to be reported to the {cor} ({why}); this is a legal requirement "
            "and does not mean anyone is to blame. The {cs}, {co}, will call them; ref {ref}.\n",
            cor=v["coroner"], why=clin.REFER_REASONS[c.cause["refer"]][0], cs=CSTAFF[sys], co=c.cor.full(),
            ref=c.corref)
    else:
        n.f("\nNo concerns requiring {cor} referral. {cert} to be issued by {ap}.\n", cor=v["coroner"],
            cert=v["cert"], ap=attender(c).dr())
    n.t("\n" + pick(r, cm.RELIGION) + "\n")
    n.f("Funeral director: {fd}{fdtel}. {plan}\n", fd=c.fd,
        fdtel=[" (", c.phone(), ")"] if r.random() < 0.5 else "",
        plan=pick(r, ["Cremation planned.", "Burial planned.", "Family undecided between burial and cremation.",
                      "Repatriation being considered."]))
    if r.random() < 0.35:
        n.f("Family would like {him} repatriated to {c}; given embassy contact list.\n", him=him, c=c.birthc)
    n.f("Registration: explained {how}; leaflet link {url} sent by text.\n",
        how="the funeral home files the death certificate with the Office of Vital Records and certified copies "
            "can be ordered there" if sys == "US" else "the %s will contact them to book an appointment" % v["reg"], url=c.url(pick(r, ["bereavement/after-a-death",
                                                                   "me-office/family-leaflet.pdf",
                                                                   "what-to-do-after-a-death"])))
    n.t("\nActions:\n")
    n.f("1. Feed back family comments to {cons}, {spec} - by {d}\n", cons=c.cons.dr(), spec=c.spec,
        d=c.D(c.off(c.dod, r.randint(3, 8))))
    if r.random() < 0.5:
        n.f("2. Family concern logged for SJR ({sjr}); ward manager {wm} informed.\n", sjr=cm.sjr_ref(c),
            wm=c.nurse.full())
    else:
        n.f("2. Bereavement support details (national helpline and local hospice) sent to {em}.\n",
            em=c.nok.email(r, pick(r, ["example.com", "example.net"])))
    n.t("\n")
    cm.sig(n, c, c.meo, v["officer"], None, c.D(cd))
    if r.random() < 0.5:
        cm.audit(n, c, c.meo, cd)
    return n, c.country


# ------------------------------------------------------------------------------------------
REFERRABLE = [ca for ca in clin.CAUSES if ca.get("refer")]


def coroner_referral(rng, sys, lower):
    cause = pick(rng, REFERRABLE) if rng.random() < 0.8 else None
    c = Case(rng, sys, cause)
    n = Note(rng, lower, typo_rate(rng))
    r, v = rng, c.v
    ca = c.cause
    ap = attender(c)
    law = clin.NOT_PHI_LAW.get(sys, clin.NOT_PHI_LAW["GB"])
    title = {"GB": "NOTIFICATION OF A DEATH TO THE CORONER", "SC": "REPORT OF DEATH TO THE PROCURATOR FISCAL",
             "US": "REPORT OF DEATH TO THE MEDICAL EXAMINER", "IE": "REPORT OF DEATH TO THE CORONER",
             "CA": "NOTICE OF DEATH TO CORONER", "AU": "REPORT OF DEATH TO THE CORONER (FORM 1)",
             "NZ": "NOTIFICATION OF DEATH TO CORONER"}[sys]
    n.f("{title}\n({law})\n", title=title, law=law[0])
    if sys == "US":
        n.f("Office of the Medical Examiner, {county}    Case #: {ref}\n", county=c.county, ref=c.corref)
    else:
        if sys in ("GB", "SC", "IE"):
            n.f("{cor} for {region}    Ref: {ref}\n", cor=v["coroner_t"], region=c.region, ref=c.corref)
        else:
            n.f("{cor}, {town} {region}    Ref: {ref}\n", cor=v["coroner_t"], town=c.town,
                region=c.region, ref=c.corref)
    n.t("\nPART A - PERSON NOTIFYING\n")
    n.f("Name: {ap}    Role: {gr}\n{lic} No.: {licno}\nOrganisation: {org}\nTel: {tel}    Email: {em}\n",
        ap=ap.dr(), gr=c.grade + ", " + c.spec if ap is c.att else "General Practitioner",
        lic=v["lic"], licno=c.lic(), org=c.hosp if ap is c.att else c.gpprac, tel=c.phone(),
        em=ap.email(r, "example.org"))
    n.t("\nPART B - DECEASED\n")
    nick = NICK.get(c.pt.first)
    n.f("Full name: {pt}    Also known as: {aka}\nDate of birth: {dob}    Age: {age}    Sex: {sx}\n",
        pt=c.pt.fml(), aka=(nick, "PATIENT") if nick else "-", dob=c.D(c.dob), age=(str(c.age), "AGE"),
        sx=sex(c))
    n.f("{pl}: {pid}    {sl}: {sid}\n", pl=v["pid"], pid=c.pid, sl=v["sid"], sid=c.sid)
    n.f("Address: {addr}\nOccupation: {occ}    Place of birth: {bc}\n", addr=c.addr(True), occ=c.occ,
        bc=c.birthc if r.random() < 0.6 else c.town)
    n.f("{lab}: {gp}, {prac}, tel {tel}\n", lab={"US": "Primary care physician", "CA": "Family physician"}.get(
        sys, "Usual GP"), gp=c.gp.dr(), prac=c.gpprac, tel=c.phone())
    n.t("\nPART C - DEATH\n")
    n.f("Date of death: {dod}    Time: {tod}\nPlace of death: {pod}\n", dod=c.D(c.dod), tod=c.tod, pod=pod(c))
    n.f("Death verified by: {vb} at {t}\n", vb=pick(r, [[c.nurse.full(), ", RN"], c.att.dr()]), t=c.tod)
    if setting(c) == "hosp":
        n.f("Admitted: {adm}    Bed: {bed}    Encounter: {acct}\n", adm=c.D(c.adm), bed=c.bed, acct=c.acct)
    n.t("\nPART D - REASON FOR NOTIFICATION\n")
    if ca.get("refer"):
        why = clin.REFER_REASONS[ca["refer"]]
        n.t("[x] %s  (%s)\n" % (why[0], why[1] if sys in ("GB",) else "reportable death"))
    else:
        n.t(pick(r, ["[x] No attending practitioner able to certify / not seen within 28 days before death\n",
                     "[x] Concerns raised by family about care\n",
                     "[x] Cause of death unknown to the attending practitioner\n"]))
    n.t("\nPART E - CIRCUMSTANCES\n")
    cm.story(n, c)
    n.t("\nBackground: ")
    cm.comorbid(n, c, r.randint(2, 4))
    n.t(". " + (pick(r, clin.SHORTHAND) if r.random() < 0.5 else "") + "\n")
    if ca.get("refer") == "rtc":
        n.f("Vehicle: {mk}, registration {plate}, VIN {vin}. Police collision investigator {po} "
            "(collar no. {cn}), incident ref {inc}.\n", mk=pick(r, ["silver Ford Focus", "blue Toyota Corolla",
                                                                 "white Transit van", "black Honda Civic"]),
            plate=c.plate(), vin=c.vin(), po=["PC ", c.mk("FAMILY").ln()],
            cn=(dg(r, 4), "IDNUM"), inc=("INC" + dg(r, 8), "IDNUM"))
    elif ca.get("refer") == "industrial":
        n.f("Occupational history: {occ} at {emp} ({y1}-{y2}), known asbestos / dust exposure.\n", occ=c.occ,
            emp=c.employer, y1=(str(c.yr - 40), "DATE"), y2=(str(c.yr - 15), "DATE"))
    elif ca.get("refer") == "drug":
        n.f("Police attended the address ({street}); officer {po}, log {log}. Tablets and foil found.\n",
            street=c.street, po=c.cor.full(), log=("CAD-" + dg(r, 5), "IDNUM"))
    n.t("\nPART F - PROPOSED CAUSE (if known)\n")
    if ca["ia"] in ("Unascertained",):
        n.t("  Not known.\n")
    else:
        cm.causes(n, c, style="us" if sys == "US" else "uk", intervals=False)
    n.t("\nPART G - FAMILY / OTHER\n")
    n.f("Next of kin: {nok} ({rel}), {addr2}, tel {tel}\n", nok=c.nok.full(), rel=c.nokrel,
        addr2="same address" if c.nokrel in ("wife", "husband", "partner") and r.random() < 0.6 else [c.town],
        tel=c.phone("mob"))
    n.f("Family aware of referral: {yn}. Identification: {idm}\n", yn=pick(r, ["yes", "yes", "not yet"]),
        idm=["ID band checked; fingerprint ref ", c.bio()] if r.random() < 0.5 else "ID bands x2 checked")
    imp = cm.implant(c)
    if imp:
        n.f("Implant: {k} {m}, SN {sn}.\n", k=imp[0], m=imp[1], sn=imp[2])
    n.t("Infection risk: " + pick(r, ["none known", "MRSA colonised", "hepatitis C", "C. difficile",
                                       "COVID-19 positive"]) + ".\n")
    n.f("\nSubmitted {d} {t} by {ap}; {cs} {co} acknowledged, ref {ref}.\n", cs=CSTAFF[sys],
        d=c.D(c.off(c.dod, r.randint(0, 2))), t="%02d:%02d" % (r.randint(8, 22), r.randrange(60)), ap=ap.dr(False),
        cor=v["coroner"], co=c.cor.full(), ref=c.corref)
    if r.random() < 0.5:
        n.f("ME ref {me}. Reviewed by {mex} prior to submission.\n", me=c.meref, mex=c.me.dr())
    if r.random() < 0.4:
        cm.audit(n, c, ap)
    return n, c.country
