"""Genres: crisis team contact log, tribunal report, discharge letter to GP."""
import phi
import pools_places as PP
from clin import diag, DIAG, MEDS, MSE_APP, MSE_MOOD, MSE_THOUGHT, MSE_PERC, MSE_INS, LAW, SCORES, BLOODS, RISK_SELF
from clin import RISK_OTH, PLAN_ITEMS
from core import Doc, nm, dr, dt, addr, cap
from genres_a import _hp_label, _mrn_label, _lic_label


# ------------------------------------------------------------------ crisis log
def crisis_log(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    team = rng.choice({"UK": ["{t} Crisis Resolution Team", "{t} Home Treatment Team"],
                       "IE": ["{t} Home Based Treatment Team", "{t} Crisis Response Team"],
                       "AU": ["{t} Mental Health Crisis Team", "{t} Acute Care Team", "{t} Mental Health Triage"]}[c]
                      ).format(t=phi.town(rng, c))
    A(rng.choice(["CONTACT LOG", "Crisis contacts", "Contact record", "TRIAGE / CRISIS LOG"]), " - ", (team, "HOSPITAL"),
      "\n")
    A("Client: ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["caps", "full", "lastfirst"]))
    A(" | ", _mrn_label(c, rng), " ", (ctx.mrn, "MRN"), " | DOB ")
    dt(d, ctx, ctx.dob, "uk")
    A(" | ", (ctx.phone, "PHONE"), "\nAddr: ")
    addr(d, ctx)
    A("\nGP: ", (ctx.practice, "HOSPITAL"), " tel ", (ctx.gp_phone, "PHONE"))
    if rng.random() < 0.5:
        A(" fax ", (ctx.gp_fax, "FAX"))
    A("\n\n")
    fmt = rng.choice(["bullet", "pipe", "bracket"])
    staff = [ctx.staff() for _ in range(4)]
    if fmt == "pipe":
        A("| Date/time | Type | Staff | Entry |\n|---|---|---|---|\n")
    cur = ctx.d(-rng.randint(0, 4))
    events = ["nok", "pt_call", "police", "hv", "gp", "plan", "ed", "pharm", "handover", "employer", "sms", "plan"]
    rng.shuffle(events)
    n = rng.randint(5, 9)
    slots = []
    for k in range(n):
        if rng.random() < 0.4:
            cur = phi.shift(cur, 1)
        slots.append((cur, rng.randint(0, 23) * 60 + rng.choice([0, 5, 10, 12, 15, 20, 30, 35, 40, 45, 47, 50])))
    slots.sort()
    tstyle = rng.choice(["colon", "plain"])
    for k in range(n):
        cur, tmin = slots[k]
        ev = events[k % len(events)]
        s = rng.choice(staff)
        tm = ("%02d:%02d" if tstyle == "colon" else "%02d%02d") % divmod(tmin, 60)
        typ = {"nok": "TC in", "pt_call": "TC in", "police": "TC in", "hv": "HV", "gp": "TC out", "plan": "MDT",
               "ed": "Liaison", "pharm": "TC out", "handover": "Handover", "employer": "TC in", "sms": "SMS"}[ev]
        if fmt == "bullet":
            A("- ", (phi.fdate(cur, rng.choice(["short", "uk2"])), "DATE"), " ", tm, " [", typ, "] ")
        elif fmt == "pipe":
            A("| ", (phi.fdate(cur, "uk"), "DATE"), " ", tm, " | ", typ, " | ", (s.p.inits(False), "DOCTOR"), " | ")
        else:
            A("[", (phi.fdate(cur, "iso"), "DATE"), " ", tm, "] ", (s.p.full(), "DOCTOR"), ": ")
        if ev == "nok":
            A("Call from ", ctx.nok_rel, " ")
            nm(d, rng, ctx.nok, "FAMILY", rng.choice(["full", "first", "last_t"]))
            A(" (", (ctx.nok_phone, "PHONE"), ") - ", rng.choice(["pt not sleeping, talking about the TV sending "
                                                                 "messages", "pt has locked self in bedroom",
                                                                 "worried re threats to self", "pt left house at "
                                                                 "2am, not returned"]), ".")
        elif ev == "pt_call":
            A("Pt called, ", rng.choice(["tearful", "slurred speech", "agitated", "calm but hopeless"]), ", said ",
              ctx.he, " is at ", (phi.landmark(rng, c), "LOCATION_OTHER"), ". ",
              rng.choice(["Kept on line; police requested", "Agreed to go home", "Agreed to attend ED"]), ".")
        elif ev == "police":
            A("Police concern for welfare, log ", (phi.idnum(rng, "police"), "IDNUM"), ". Pt found in ",
              rng.choice(["car", "vehicle", "own car"]), " reg ")
            A((phi.plate(rng, c), "VEHICLE") if rng.random() < 0.7 else "unknown")
            A(" at ", (phi.landmark(rng, c), "LOCATION_OTHER"), ", ", rng.choice(["no injuries",
                                                                                    "ligature removed",
                                                                                    "empty packets found"]), ".")
        elif ev == "hv":
            A("HV to ", (ctx.street, "STREET"), ". ", rng.choice(["Seen with ", "No answer; note left. Neighbour ",
                                                                   "Seen alone. "]))
            if d.buf[-1].endswith("with ") or d.buf[-1].endswith("Neighbour "):
                rl, fp = ctx.fam("neighbour") if d.buf[-1].endswith("Neighbour ") else (ctx.nok_rel, ctx.nok)
                nm(d, rng, fp, "FAMILY", rng.choice(["full", "first"]))
                A(" present. ")
            A(rng.choice(MSE_MOOD), "; ", rng.choice(MSE_THOUGHT), ". Meds counted - ",
              rng.choice(["correct", "2 days missed", "surplus of 14 tablets removed"]), ".")
        elif ev == "gp":
            A("Spoke to Dr ", (ctx.gp.last, "DOCTOR"), " (GP) re ", rng.choice(["bloods", "repeat prescription",
                                                                             "fit note", "stopping sertraline"]))
            if rng.random() < 0.5:
                A("; summary faxed to ", (ctx.gp_fax, "FAX"))
            A(".")
        elif ev == "plan":
            A("Discussed at handover with ")
            dr(d, rng, ctx.rc, "t_last")
            A(". Plan: ", rng.choice(PLAN_ITEMS), "; HTT visits ", rng.choice(["BD", "daily", "OD + phone call"]), ".")
        elif ev == "ed":
            A("Attended ED at ", (rng.choice(PP.HOSPITALS[c]), "HOSPITAL"), ", attendance no. ",
              (phi.account(rng), "ACCOUNT"), ". ", cap(rng.choice(RISK_SELF)), "; medically fit ", tm, ".")
        elif ev == "pharm":
            A("Daily dispensing arranged with ", (rng.choice(PP.PHARMACIES), "HOSPITAL"), " (",
              (phi.phone(rng, c, "land"), "PHONE"), "), Rx ", (phi.idnum(rng, "rx"), "IDNUM"), ".")
        elif ev == "handover":
            A("Handed over to night staff ")
            s2 = rng.choice(staff)
            A((s2.p.full(), "DOCTOR"))
            A(" and ", (rng.choice(staff).p.first, "DOCTOR"), ". ", rng.choice(["No further contact.",
                                                                               "Will call am.", "Visit booked 10:00."]))
        elif ev == "employer":
            rl, boss = ctx.fam("friend")
            A("Call from ", (boss.full(), "FAMILY"), ", line manager at ", (phi.org(rng, c), "ORGANIZATION"),
              " - pt (works as ", (ctx.prof, "PROFESSION"), ") not at work ", rng.choice(["for 3 days", "since Mon",
                                                                                          "this week"]), ". Consent "
              "confirmed.")
        elif ev == "sms":
            A("Text reminder sent to ", (ctx.phone, "PHONE"), rng.choice([". ", "; "]), "email copy to ",
              (phi.email(rng, c, ctx.pt), "EMAIL"), ".")
        if fmt == "pipe":
            A(" |\n")
        elif fmt == "bullet":
            A(" ", (s.p.inits(False).lower() if rng.random() < 0.3 else s.p.inits(False), "DOCTOR"), "\n")
        else:
            A("\n")
    if rng.random() < 0.5:
        A("\nRecord audit: last edited by ", (phi.username(rng, rng.choice(staff).p), "USERNAME"), " ",
          (phi.ip(rng), "IPADDR") if rng.random() < 0.5 else "via mobile app", "\n")
    return d


# ------------------------------------------------------------------ tribunal report
def tribunal_report(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    L = LAW[c]
    kind = rng.choice(["rc", "rc", "nursing", "social"])
    author = {"rc": ctx.rc, "nursing": ctx.staff({"UK": "Charge Nurse", "IE": "CNM2", "AU": "NUM"}[c]),
              "social": ctx.staff("Social Worker")}[kind]
    hearing = ctx.d(rng.randint(5, 21))
    if c == "UK":
        A("IN THE FIRST-TIER TRIBUNAL (HEALTH, EDUCATION AND SOCIAL CARE CHAMBER)\nMENTAL HEALTH\n\n")
        A({"rc": "RESPONSIBLE CLINICIAN'S REPORT", "nursing": "INPATIENT NURSING REPORT",
           "social": "SOCIAL CIRCUMSTANCES REPORT"}[kind], "\n\n")
    elif c == "IE":
        A("MENTAL HEALTH TRIBUNAL - REPORT OF THE ", {"rc": "RESPONSIBLE CONSULTANT PSYCHIATRIST",
                                                     "nursing": "MULTIDISCIPLINARY TEAM (NURSING)",
                                                     "social": "SOCIAL WORK DEPARTMENT"}[kind], "\n\n")
    else:
        A("MENTAL HEALTH TRIBUNAL\nReport for hearing - ", {"rc": "treating psychiatrist",
                                                           "nursing": "nursing", "social": "social work"}[kind],
          " report\n\n")
    A("Tribunal ref: ", (phi.idnum(rng, "tribunal"), "IDNUM"), "\nHearing date: ")
    dt(d, ctx, hearing, rng.choice(["long", "wdlong", ctx.dstyle]))
    if rng.random() < 0.5:
        A(" (remote - ", (phi.url(rng), "URL"), ")")
    A("\nPatient: ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["full", "fml"]))
    A("\nDate of birth: ")
    dt(d, ctx, ctx.dob, rng.choice(["long", ctx.dstyle]))
    A("\nHospital: ", (ctx.hosp, "HOSPITAL"), " (", (ctx.ward, "HOSPITAL"), ")\n")
    det = ctx.d(-rng.randint(10, 120))
    A("Current detention: ", rng.choice([L["s2"], L["s3"], L["s3"]]), " from ")
    dt(d, ctx, det)
    A("\nAuthor: ")
    dr(d, rng, author, "t_full")
    cred = {"rc": rng.choice(["MBBS MRCPsych", "MB BCh BAO MRCPsych", "FRANZCP", "MB ChB MRCPsych"]),
            "nursing": rng.choice(["RMN", "RPN", "RN (MH)"]), "social": rng.choice(["BA (Hons) SW", "MSW"])}[kind]
    A(" ", cred, ", ", author.role, " (", _lic_label(author.kind, c), " ", (author.lic(rng), "LICENSE"), ")\n\n")
    p = 1
    A(str(p), ". I have known ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["last_t", "first"]))
    A(" since ")
    dt(d, ctx, det, rng.choice(["my", "long"]))
    A(" and last reviewed ", ctx.him, " on ")
    dt(d, ctx, ctx.ref)
    A(". This report draws on the clinical record and discussion with the MDT.\n\n")
    p += 1
    A(str(p), ". Background. ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["last_t", "first"]))
    A(" was born in ")
    if rng.random() < 0.5:
        A((phi.town(rng, c), "CITY"), " and ")
    else:
        A((rng.choice(PP.COUNTRIES), "COUNTRY"), ", moving to ", (phi.town(rng, c), "CITY"), " aged ",
          (str(rng.randint(1, 14)), "AGE"), ", and ")
    A(rng.choice(["grew up with ", "was raised by "]), ctx.his, " ", rng.choice(["parents", "mother", "grandparents"]),
      ". ", cap(ctx.he), " attended ", (phi.org(rng, c, "school", 10), "ORGANIZATION"),
      " and left school at ", (str(rng.choice([15, 16, 17, 18])), "AGE"), ". ")
    A(cap(ctx.he), " has worked as a ", (ctx.prof, "PROFESSION"))
    if rng.random() < 0.5:
        A(" (", (str(rng.randint(2005, 2022)), "DATE"), "-", (str(rng.randint(2023, ctx.ref.year)), "DATE"), ")")
    A(". ")
    if rng.random() < 0.6:
        kr = rng.choice(["son", "daughter"])
        kid = phi.person(rng, c, "M" if kr == "son" else "F", origin=ctx.pt.origin)
        A(cap(ctx.he), " has a ", kr, ", ")
        nm(d, rng, kid, "FAMILY", "first")
        A(", aged ", (str(rng.randint(1, 17)), "AGE"), ", with whom contact is ",
          rng.choice(["supervised", "regular", "currently suspended"]), ".")
    A("\n\n")
    p += 1
    A(str(p), ". Psychiatric history. First presentation ")
    y = ctx.ref.year - rng.randint(2, max(2, min(20, ctx.age - 15)))
    dt(d, ctx, phi.rand_date(rng, (y, 1, 1), (y, 12, 28)), rng.choice(["y", "my"]))
    A(" with ", diag(rng, ctx.age, ctx.sex), ". Admissions:\n")
    adms = sorted(phi.rand_date(rng, (y, 1, 1), (ctx.ref.year - 1, 12, 1)) for _ in range(rng.randint(1, 4)))
    for a in adms:
        A("   - ")
        dt(d, ctx, a, rng.choice(["uk", "mys"]))
        A(" to ")
        dt(d, ctx, phi.shift(a, rng.randint(10, 120)), rng.choice(["uk", "mys"]))
        A(": ", (rng.choice(PP.HOSPITALS[c]), "HOSPITAL"), ", ", rng.choice([L["s2"], L["s3"], L["informal"]]), "\n")
    A("\n")
    p += 1
    if rng.random() < 0.6:
        A(str(p), ". Forensic history. ")
        A(rng.choice(["Convicted of ", "Cautioned for ", "Charged with "]), rng.choice(["ABH", "criminal damage",
                                                                                       "possession of a bladed "
                                                                                       "article", "affray"]), " (")
        dt(d, ctx, phi.rand_date(rng, (y, 1, 1), (ctx.ref.year - 1, 12, 1)), rng.choice(["my", "uk"]))
        A("; case ", (phi.idnum(rng, "court"), "IDNUM"), "). ")
        if c == "UK" and rng.random() < 0.4:
            A("Ministry of Justice ref ", (phi.idnum(rng, "homeoffice"), "IDNUM"), ". ")
        A("\n\n")
        p += 1
    A(str(p), ". Current mental state. ", rng.choice(MSE_APP), ". Mood ", rng.choice(MSE_MOOD), ". ",
      cap(rng.choice(MSE_THOUGHT)), ". ", cap(rng.choice(MSE_PERC)), ". ", cap(rng.choice(MSE_INS)), ". ",
      rng.choice(SCORES), ".\n\n")
    p += 1
    A(str(p), ". Treatment. ", cap(rng.choice(MEDS)), "; ", rng.choice(MEDS), ". ",
      rng.choice(["Adherence is supervised.", "Has refused depot on two occasions.", "Treated under SOAD "
                  "certificate (T3)." if c == "UK" else "Second opinion obtained."]), "\n\n")
    p += 1
    A(str(p), ". Leave and incidents. ")
    if rng.random() < 0.6:
        A("Escorted leave since ")
        dt(d, ctx, ctx.d(-rng.randint(5, 40)), rng.choice(["dshort", ctx.dstyle]))
        A(" without incident. ")
    A("On ")
    dt(d, ctx, ctx.d(-rng.randint(2, 30)), rng.choice(["wdlong", ctx.dstyle]))
    A(" ", rng.choice(RISK_OTH + RISK_SELF), " (Datix ", (phi.idnum(rng, "datix"), "IDNUM"), ").\n\n")
    p += 1
    if kind == "social" or rng.random() < 0.15:
        A(str(p), ". Finances. In receipt of ", rng.choice(["Universal Credit and PIP", "ESA", "Disability Allowance",
                                                           "Disability Support Pension", "JobSeeker"]), " (",
          {"UK": rng.choice(["NINo", "NI No", "NI number"]), "IE": "PPSN", "AU": rng.choice(["CRN", "Centrelink CRN"])}[c], " ", (ctx.ssn, "SSN"), "); ", rng.choice(["no appointee", "appointee in place",
                                                        "rent arrears of 1,240"]), ".\n\n")
        p += 1
    A(str(p), ". Family and carers. ")
    nm(d, rng, ctx.nok, "FAMILY", rng.choice(["full", "last_t"]))
    A(" (", ctx.nok_rel, ") ", rng.choice(["supports continued detention", "would like ", "is anxious about "
                                          "discharge", "could offer accommodation at "]))
    if d.buf[-1].endswith("like "):
        A(ctx.him, " home by ")
        dt(d, ctx, ctx.d(rng.randint(20, 60)), rng.choice(["my", "long"]))
    elif d.buf[-1].endswith("at "):
        A((phi.street(rng, c, True), "STREET"), ", ", (phi.town(rng, c), "CITY"))
    A(".\n\n")
    p += 1
    A(str(p), ". Recommendation. In my view ")
    nm(d, rng, ctx.pt, "PATIENT", "last_t")
    A(" continues to suffer from a mental disorder of a nature and degree which makes treatment in hospital "
      "appropriate; discharge would be likely to ", rng.choice(["result in relapse", "pose a risk to others",
                                                               "place " + ctx.him + " at risk of self-neglect"]),
      ".\n\n")
    if rng.random() < 0.5:
        rep = phi.person(rng, c)
        A("Legal representative: ", (rep.full(), "FAMILY"), ", ", (rng.choice(PP.LEGAL_FIRMS), "ORGANIZATION"), " (",
          (phi.phone(rng, c, "land"), "PHONE"), ")\n")
    A("Statement of truth: I confirm that the contents of this report are true to the best of my knowledge.\n\n")
    A("Signed: ", (author.p.full(), "DOCTOR"), "\nDate: ")
    dt(d, ctx, ctx.ref)
    A("\n")
    return d


# ------------------------------------------------------------------ discharge letter
def discharge_letter(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    L = LAW[c]
    junior = ctx.staff({"UK": "CT2", "IE": "Registrar", "AU": "Psychiatry Registrar"}[c])
    cc = ctx.staff({"UK": "CPN", "IE": "Clinical Nurse Specialist", "AU": "Case Manager"}[c])
    A((ctx.hosp, "HOSPITAL"), "\n", (ctx.ward, "HOSPITAL"), "\n", (phi.street(rng, c, True), "STREET"), "\n",
      (phi.town(rng, c), "CITY"))
    if c == "AU":
        A(" ", (ctx.state or phi.state(rng, c), "STATE"))
    A(" ", (phi.postcode(rng, c), "ZIP"), "\nTel ", (phi.phone(rng, c, "land"), "PHONE"), "  Fax ",
      (phi.phone(rng, c, "land"), "FAX"), "\n")
    if rng.random() < 0.6:
        A("Email ", (phi.email(rng, c, generic="ward.clerk"), "EMAIL"), "\n")
    A("\n")
    dt(d, ctx, ctx.ref, rng.choice(["long", "ord", ctx.dstyle]))
    A("\n\nPRIVATE AND CONFIDENTIAL\nDr ", (ctx.gp.full(), "DOCTOR"), "\n", (ctx.practice, "HOSPITAL"), "\n",
      (phi.street(rng, c, True), "STREET"), "\n", (ctx.town, "CITY"), " ", (phi.postcode(rng, c), "ZIP"), "\n\n")
    A("Dear Dr ", (ctx.gp.last, "DOCTOR"), ",\n\nRe: ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["full", "caps", "fml"]))
    A(", DOB ")
    dt(d, ctx, ctx.dob)
    A("\n", _hp_label(c, rng), " ", (ctx.hp, "HEALTHPLAN"), "   ", _mrn_label(c, rng), " ", (ctx.mrn, "MRN"))
    if rng.random() < 0.5:
        A("   Episode ", (phi.account(rng), "ACCOUNT"))
    A("\n")
    addr(d, ctx)
    adm = ctx.d(-rng.randint(8, 90))
    A("\n\nAdmitted: ")
    dt(d, ctx, adm)
    A("   Discharged: ")
    dt(d, ctx, ctx.ref)
    A("\nLegal status on admission: ", rng.choice([L["s2"], L["s3"], L["informal"]]), "; on discharge: ",
      rng.choice([L["informal"], L["cto"], "none"]), "\nConsultant: ")
    dr(d, rng, ctx.rc, "t_full")
    A("\nDiagnosis: ", diag(rng, ctx.age, ctx.sex), "\n\n")
    A("Presentation\n")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["last_t", "full"]))
    A(", an " if str(ctx.age)[0] == "8" or ctx.age in (11, 18) else ", a ", (str(ctx.age), "AGE"), "-year-old ", rng.choice(["divorced", "single", "married", "separated"]), " ",
      "man" if ctx.sex == "M" else "woman", " who ", rng.choice(["works as a ", "previously worked as a "]),
      (ctx.prof, "PROFESSION"), ", was admitted via ", rng.choice(["ED", "the crisis team", "police (place of "
                                                                  "safety)", "GP referral"]), " following ",
      rng.choice(["two weeks of escalating paranoia", "an overdose", "a manic relapse after stopping lithium",
                  "self-neglect and poor oral intake"]), ".")
    if rng.random() < 0.4:
        A(" ", cap(ctx.his), " ", ctx.nok_rel, " ")
        nm(d, rng, ctx.nok, "FAMILY", rng.choice(["first", "full"]))
        A(" had noticed changes since ")
        dt(d, ctx, phi.shift(adm, -rng.randint(14, 60)), rng.choice(["my", "dshort"]))
        A(".")
    if rng.random() < 0.3:
        A(" Symptoms began around ", (rng.choice(phi.HOLIDAYS[c]), "DATE"), ".")
    A("\n\nProgress\n", rng.choice(["Settled over the first week with regular medication.",
                                   "Required PICU transfer for 5 days due to aggression.",
                                   "Initially refused oral medication; treated with depot.",
                                   "Engaged well with OT and psychology."]), " ")
    A("Leave was graded from ")
    dt(d, ctx, phi.shift(adm, rng.randint(5, 10)), rng.choice(["dshort", ctx.dstyle]))
    A(", including overnight leave to ", ctx.his, " ", rng.choice(["home", ctx.nok_rel + "'s home"]), " on ")
    dt(d, ctx, ctx.d(-rng.randint(2, 6)), rng.choice(["wdabbr", "dshort", ctx.dstyle]))
    A(". ", rng.choice(SCORES), "; ", rng.choice(BLOODS), "; ", rng.choice(BLOODS), ".\n\n")
    A("Medication on discharge\n")
    for m in rng.sample(MEDS, rng.randint(2, 4)):
        A("  - ", m, "\n")
    A("  14 days supplied by hospital pharmacy.\n\nRisk on discharge\n", rng.choice(["Low-moderate", "Moderate",
                                                                                     "Chronic elevated"]),
      ". Protective factors: ", rng.choice(["family support", "engagement with team", "faith", "employment"]), ".\n\n")
    A("Follow-up\n  - 72-hour follow-up by ", (ctx.team, "HOSPITAL"), " on ")
    dt(d, ctx, ctx.d(rng.randint(1, 3)), rng.choice(["wdabbr", ctx.dstyle]))
    A("\n  - Care coordinator: ", (cc.p.full(), "DOCTOR"), ", ", (phi.phone(rng, c, "land"), "PHONE"), "\n")
    A("  - Outpatient review with ")
    dr(d, rng, ctx.rc, "t_last")
    A(" on ")
    dt(d, ctx, ctx.d(rng.randint(21, 60)))
    A(" at ", (rng.choice(PP.TEAM_BASES), "HOSPITAL"), "\n")
    if rng.random() < 0.5:
        A("  - Depot next due ")
        dt(d, ctx, ctx.d(rng.randint(3, 14)))
        A(" at depot clinic\n")
    A("\nActions for GP\n  * Please continue prescribing as above.\n  * ", rng.choice([
        "Annual physical health check (BMI, BP, lipids, HbA1c).", "Lithium levels 3-monthly with U&E and TFTs.",
        "Please do not prescribe benzodiazepines.", "ECG in 3 months (QTc)."]), "\n\n")
    A("Yours sincerely,\n\n\n")
    dr(d, rng, junior, "t_full")
    A("\n", junior.role, " to ")
    dr(d, rng, ctx.rc, "t_full")
    A(", Consultant Psychiatrist\n\ncc: Patient; ", (ctx.team, "HOSPITAL"))
    if rng.random() < 0.5:
        A("; ", (rng.choice(PP.PHARMACIES), "HOSPITAL"))
    A("\n")
    if rng.random() < 0.6:
        typist = phi.person(rng, c)
        A("\n", (junior.p.inits(False), "DOCTOR"), "/", (typist.inits(False).lower(), "DOCTOR"), "  D: ")
        dt(d, ctx, ctx.ref, "uk")
        A("  T: ")
        dt(d, ctx, ctx.d(rng.randint(0, 3)), "uk")
        A("\n")
    return d
