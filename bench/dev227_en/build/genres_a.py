"""Genres: notifiable disease case report, contact tracing interview,
outbreak investigation summary."""
from doc import P
import clin as C
import pools as PL
from common import Staff, demo, audit, bullets, distract, heading, tm, agep, narr, imm_hx, job


def pick_age(w, dk):
    r = w.r
    if dk in ("pertussis",) and r.random() < 0.5:
        return round(r.uniform(0.1, 0.9), 2)
    if dk in ("menb", "varicella") and r.random() < 0.5:
        return r.randint(1, 19)
    if dk in ("legion", "igas", "flu") and r.random() < 0.6:
        return r.randint(55, 97)
    return r.randint(2, 88)


def iage(a):
    return a if isinstance(a, int) else 0


def g_case(r, w, d):
    dk = w.ch(C.CASE_DIS)
    D = C.DIS[dk]
    pt = w.person()
    age = pick_age(w, dk)
    dob = w.dob(age)
    inv = Staff(w, w.ch(["cdi", "phn"]))
    moh = Staff(w, "moh")
    on = -r.randint(3, 16)
    sp = on + r.randint(1, 4)
    v = r.random()
    hosp = r.random() < 0.45
    if v < 0.42:
        # ---- structured form
        if w.maybe(0.7):
            d.line("{o}", o=w.org("hp"))
        d.line(w.ch(["REPORTABLE DISEASE CASE INVESTIGATION", "Notifiable Disease Case Report",
                     "CASE REPORT - NOTIFIABLE INFECTIOUS DISEASE", "Enteric/VPD Case Investigation Form"]))
        d.f("{lb}: {c}    Date reported: {dr}\n", lb=w.ch(["Case ID", "Case #", "Ref"]), c=w.case_id(), dr=w.D(0))
        rep = w.staff()
        if w.maybe(0.5):
            d.f("Reported by: {n} ({l}) tel {ph}\n", n=rep.dr(), l=w.gp_practice(), ph=w.phone(mobile=False))
        else:
            d.f("Reported by: {l} - lab report, specimen {s}\n", l=w.lab(), s=w.spec())
        d.f("Disease: {dn}   Agent: {ag}   Classification: {cl}\n", dn=D["name"], ag=D["agent"],
            cl=w.ch(["Confirmed", "Probable", "Confirmed", "Confirmed (lab)"]))
        heading(d, w, "Client")
        flds = ["name", "dob", w.ch(["hcn", "hcn", "mrn"]), "addr", "phone"]
        if w.maybe(0.35):
            flds.append("occ")
        if w.maybe(0.3):
            flds.append("gp")
        if w.maybe(0.2):
            flds.append("lang")
        if w.maybe(0.3) and age >= 16:
            flds.append("ssn")
        if w.maybe(0.2):
            flds.append("acct")
        demo(d, w, pt, age, dob, fields=flds)
        if age < 16:
            par = w.fam(last=pt.last)
            d.f("Parent/guardian: {p} ({rel}) - {ph}\n", p=w.ch([par.full(), par.lf()]), rel=w.ch(["mother", "father", "guardian"]), ph=w.phone())
        heading(d, w, "Clinical")
        d.f("Onset: {o}\nSymptoms: {s}\n", o=w.D(on), s=D["sx"])
        if w.maybe(0.65):
            d.t("History: ")
            narr(d, w, pt, age, D["sx"].split(",")[0], on=on, vit=False)
        if dk in ("measles", "pertussis", "menb", "varicella", "diph", "hepa", "hepb", "flu"):
            imm_hx(d, w, dob, age)
        if w.maybe(0.5):
            d.line(C.vitals(r, fever=True))
        if hosp:
            d.f("Hospitalized: Yes - {h}, admitted {a}{wd}. Chart {m}\n", h=w.hosp(), a=w.D(on + r.randint(1, 4)),
                wd=[", ", w.ward(), " bed ", w.room()] if w.maybe(0.5) else "", m=w.mrn())
        else:
            d.line(w.ch(["Hospitalized: No", "Hosp: N - managed in community", "Not admitted; seen in ED and discharged"]))
        d.line(w.ch(["Outcome: recovering", "Outcome: ongoing", "Outcome: recovered", "Outcome: unknown at time of report"]))
        heading(d, w, "Laboratory")
        d.f("Specimen {s} collected {c}: {res}\n", s=w.spec(), c=w.D(sp), res=D["lab"])
        if w.maybe(0.4):
            d.line(C.cbc(r))
        if w.maybe(0.3):
            d.line(C.chem(r))
        heading(d, w, "Exposures / risk factors")
        exp = []
        if w.maybe(0.45):
            c1 = w.country()
            exp.append(["Travel to ", c1, " ", w.D(on - r.randint(14, 30)), " to ", w.D(on - r.randint(2, 12))])
        else:
            exp.append(w.ch(["No travel outside province in incubation period" if w.ca else "No foreign travel in incubation period",
                             "No travel reported"]))
        if age >= 18 and w.maybe(0.55):
            jp, je = job(w, age)
            exp.append(["Works as ", jp, [" at ", je] if je is not None else "", w.ch(["", " (" + w.ch(["nights", "part-time", "agency"]) + ")"])]
                       if "retired" not in jp.s else ["Retired (", jp, ")"])
        if age < 19 and w.maybe(0.7):
            exp.append(["Attends ", w.org("school"), w.ch(["", ", class " + w.ch(["3B", "Year 4", "Gr. 2", "P5"])])])
        if w.maybe(0.3):
            exp.append(["Attended ", w.org("venue"), " on ", w.Ds(on - r.randint(1, 6))])
        exp.append(w.ch(["Unvaccinated per record", "Vaccination hx unknown", "Immunization record reviewed", "Pets: none",
                         "No animal contact", "No similar illness in household", "Ate at several takeaways in exposure window",
                         "Private well water at home", "Attended a wedding (approx. 150 guests)"]))
        bullets(d, w, exp)
        heading(d, w, "Public health actions")
        acts = [D["act"], D["excl"] if D["excl"] != "n/a" else "No exclusion required"]
        if w.maybe(0.5):
            acts.append(["Letter to GP" if not w.ca else "Letter to attending physician", " (", w.staff().dr(), ") sent ", w.D(r.randint(0, 2))])
        if w.maybe(0.4):
            acts.append(["Discussed with ", moh.name(), " on ", w.Ds(r.randint(0, 1))])
        bullets(d, w, acts)
        if w.maybe(0.3):
            d.line(w.ch(C.DISTRACT))
        inv.sign(d, date=w.D(r.randint(0, 2)))
        audit(d, w, inv.p)
    elif v < 0.72:
        # ---- HPZone-like case with timeline
        d.f("{sys} {c} - {dn}\n", sys=w.ch(["HPZone case", "CCM case", "Case mgmt - case", "Case", "CASE"]),
            c=w.case_id(), dn=D["name"])
        d.f("Case: {n}   DOB {b}   {hl} {h}\n", n=pt.caps(), b=w.D_dob(dob), hl=w.hcn_label(), h=w.hcn(pt))
        a = w.addr()
        d.f("Addr: {a}\n", a=w.addr_line(a))
        d.f("Notifier: {nm}, {pl}  {ph}\n", nm=w.staff().dr(), pl=w.ch([w.gp_practice(), w.hosp()]), ph=w.phone(mobile=False))
        d.f("Confidence: {c}   Agent: {ag}\n", c=w.ch(["Confirmed", "Probable", "Possible"]), ag=D["agent"])
        if w.maybe(0.5):
            d.t("\nSummary: ")
            narr(d, w, pt, age, D["sx"].split(";")[0], fever=True, on=on)
        d.line("\nTimeline:")
        ents = [
            ["Notification rec'd by phone from ", w.ch(["lab", "GP", "ED", "micro"]), ". ", D["lab"], "."],
            ["Spoke to ", pt.short() if age >= 14 else ["parent of ", pt.fn()], " (", agep(age), w.ch([") by phone.", ")."]), " Onset ", w.Ds(on),
             ". ", D["sx"].split(",")[0], "."],
            ["Exclusion advice given: ", D["excl"], "."] if D["excl"] != "n/a" else ["No exclusion required - confirmed with ",
                                                                                  moh.name(), "."],
            [D["act"], "."],
            ["Leaflet emailed to ", w.email(pt), "."],
            ["GP letter sent to ", w.gp_practice(), " fax ", w.fax(), "."],
            ["Case discussed with ", moh.name(), " - agreed actions above."],
            ["Employer ", w.org("food"), " contacted re exclusion (works as ", P(w.ch(["chef", "food handler", "line cook", "server"]),
                                                                                   "PROFESSION"), ")."] if isinstance(age, int) and age >= 18
            else ["School/nursery ", w.org("school"), " informed re exclusion."],
            ["Await typing from ref lab, isolate no. ", w.spec(), "."],
            ["Unable to reach - voicemail left on ", w.phone(), "."],
        ]
        ents += [["Exposure questionnaire completed with ", pt.short() if age >= 14 else "parent", "; see attachment."],
                 ["Called back by ", w.staff().fn(), " (GP receptionist) - pt registered at practice since ", w.Dy(w.base.year - r.randint(1, 9)), "."],
                 ["Entered in line list for ", D["ab"], " cluster review (week ", str(w.base.isocalendar()[1]), ")."],
                 ["Text sent to ", w.phone(mobile=True), " with call-back number."]]
        r.shuffle(ents)
        ents = ents[: r.randint(5, 10)]
        k = 0
        users = [w.user(inv.p), w.user(w.staff())]
        for e in ents:
            d.f("{dt} {t} {u}: ", dt=w.D(k), t=tm(w), u=w.ch(users))
            d.add(e)
            d.t("\n")
            k += r.randint(0, 2)
        if w.maybe(0.4):
            d.line("Note: " + w.ch(C.DISTRACT))
        d.f("\nStatus: {s}\n", s=w.ch(["Open - follow-up", "Closed", "Awaiting results", "Open"]))
    else:
        # ---- narrative MOH / investigator note
        d.f("{dt}  {tt}\n\n", dt=w.D(0), tt=w.ch(["Case note", "Investigation note", "CD note", "MOH review"]))
        d.f("Re: {n}, ", n=w.ch([pt.full(), pt.lf(), pt.mid()]))
        d.add(w.age(age, sex=pt.sex))
        d.f(" ({sx}), DOB {b}, {hl} {h}\n\n", sx=pt.sex, b=w.D_dob(dob), hl=w.hcn_label(), h=w.hcn(pt))
        d.f("{p} was notified to us on {n} by {rep} with {dn}. ", p=pt.titled() if age >= 16 else pt.fn(), n=w.Ds(0),
            rep=w.ch([w.lab(), w.staff().dr(), w.hosp()]), dn=D["name"].lower() if w.maybe(0.5) else D["ab"])
        d.f("Symptom onset {o} with {s}. ", o=w.Ds(on), s=D["sx"])
        if hosp:
            d.f("Admitted to {h} on {a}", h=w.hosp(), a=w.Ds(on + 2))
            d.f("{x}. ", x=[" (", w.ward(), ")"] if w.maybe(0.5) else "")
        d.f("{l}.\n\n", l=D["lab"])
        if age < 16:
            mum = w.fam(last=pt.last if w.maybe(0.7) else None)
            d.f("History obtained from {rel} {m} by phone ({ph}). ", rel=w.ch(["mother", "father", "grandmother", "aunt"]), m=mum.fn(), ph=w.phone())
            d.f("Attends {s}; last attended {dd}. ", s=w.org("school"), dd=w.Ds(on))
        else:
            d.f("{p} lives {l} at {st}, {c}. ", p=w.ch(["She" if pt.sex == "F" else "He", pt.fn()]),
                l=w.ch(["alone", "with partner", "with wife and 2 children", "in shared accommodation", "with parents"]),
                st=w.street(), c=w.cityP())
            if age >= 18 and w.maybe(0.6):
                jp, je = job(w, age)
                if "retired" in jp.s:
                    d.f("Occupation: {pr}. ", pr=jp)
                else:
                    d.f("Employed as a {pr}{o}. ", pr=jp, o=[" at ", je] if je is not None else "")
        if w.maybe(0.4):
            d.f("Recent travel: {c} (returned {dr}). ", c=w.country(), dr=w.Ds(on - r.randint(2, 10)))
        d.t(w.ch(C.DISTRACT) + "\n\n")
        if w.maybe(0.5):
            narr(d, w, pt, age, D["sx"].split(",")[0], on=on)
            d.t("\n")
        imm_hx(d, w, dob, age)
        d.t("Assessment/plan: " + D["act"] + ". " + (D["excl"] + "." if D["excl"] != "n/a" else "No exclusion needed.") + "\n")
        if w.maybe(0.5):
            d.f("Will update {g} (GP) and {i} ({role}).\n", g=w.staff().dr(), i=inv.name(), role=inv.role)
        moh.sign(d, contact=w.maybe(0.6))
        if w.maybe(0.5):
            audit(d, w, moh.p)


KIN = ("mother", "father", "sister", "brother", "son", "daughter", "grandmother", "grandfather", "grandson",
       "granddaughter", "aunt", "uncle", "niece", "nephew", "cousin", "wife", "husband")


def rel_age(w, a, i, used=None):
    """Relationship and plausible age relative to index age a."""
    r = w.r
    for _ in range(20):
        rel, ca = _rel_age(w, a, i)
        if used is None or rel not in ("wife", "husband", "partner", "mother", "father") or rel not in used:
            if used is not None:
                used.add(rel)
                if rel in ("wife", "husband", "partner"):
                    used.update(("wife", "husband", "partner"))
            return rel, ca
    return "friend", max(16, a + r.randint(-5, 5))


def _rel_age(w, a, i):
    r = w.r
    if a < 18:
        rel = w.ch(["mother", "father", "sister", "brother", "grandmother", "classmate", "classmate", "friend", "cousin",
                    "childminder" if a < 11 else "teammate"])
    elif i < 2:
        rel = w.ch(["wife", "husband", "partner", "son", "daughter", "flatmate", "sister", "brother"] +
                   (["mother", "father"] if a < 55 else ["son", "daughter"]))
    else:
        rel = w.ch(["co-worker" if a < 66 else "friend", "friend", "neighbour", "cousin", "flatmate", "teammate", "son", "daughter",
                    "brother", "sister", "niece", "nephew", "landlord", "carer"] + (["uncle", "aunt"] if a < 50 else ["grandson", "granddaughter"]))
    off = {"mother": (20, 40), "father": (22, 45), "grandmother": (42, 65), "grandfather": (44, 65), "aunt": (15, 30),
           "uncle": (15, 30), "son": (-42, -18), "daughter": (-42, -18), "niece": (-35, -15), "nephew": (-35, -15),
           "sister": (-7, 7), "brother": (-7, 7), "cousin": (-8, 8), "classmate": (0, 0), "wife": (-6, 6),
           "husband": (-6, 6), "partner": (-6, 6), "grandson": (-60, -40), "granddaughter": (-60, -40)}.get(rel)
    if off:
        ca = a + r.randint(*off)
    elif rel == "childminder":
        ca = r.randint(25, 60)
    else:
        ca = r.randint(max(16, a - 15), a + 15) if a >= 18 else r.randint(6, 17)
    ca = max(1, min(ca, 99))
    if rel in ("son", "daughter", "niece", "nephew") and ca >= a - 14:
        ca = max(1, a - 18)
    return rel, ca


CT_ACT = {"measles": ["MMR given", "vacc status checked", "quarantine advised", "IG referral", "immune (2 doses)"],
          "varicella": ["VZV IgG sent", "hx of chickenpox - immune", "VZIG assessment"],
          "tb": ["IGRA booked", "CXR booked", "TST placed", "symptom screen neg"],
          "menb": ["cipro given", "prophylaxis offered", "MenB vaccine offered"], "pertussis": ["azithro prophylaxis", "Tdap offered"],
          "diph": ["swabbed + erythro", "Td booster"], "hepa": ["HAV vaccine given", "HNIG (age >60)"], "mpox": ["MVA-BN offered", "21-day monitoring"],
          "covid": ["test kit sent", "advised re sx"], "stec": ["stool sample requested", "excluded (risk group)"]}

CT_DIS = ["measles", "tb", "menb", "pertussis", "hepa", "mpox", "diph", "covid", "stec", "varicella"]


def g_contact(r, w, d):
    dk = w.ch(CT_DIS)
    D = C.DIS[dk]
    pt = w.person()
    age = r.randint(4, 80)
    st = Staff(w, w.ch(["cdi", "phn", "tbn"] if dk == "tb" else ["cdi", "phn"]))
    on = -r.randint(2, 10)
    ip0 = on - (90 if dk == "tb" else r.randint(2, 4))
    ip1 = r.randint(-2, 0)
    title = w.ch(["CONTACT TRACING INTERVIEW RECORD", "Contact Tracing - Index Case Interview", "Index case interview / contact elicitation",
                  "CT interview"])
    d.line(title)
    if w.maybe(0.5):
        d.line("{o}", o=w.org("hp"))
    d.f("\nIndex case: {n}  ({a})   Case no. {c}\n", n=w.ch([pt.caps(), pt.full(), pt.lf()]), a=w.age(age, sex=pt.sex), c=w.case_id())
    d.f("Condition: {dn}\n", dn=D["name"])
    meth = r.random()
    d.f("Interview: {dt} {t}, ", dt=w.D(0), t=tm(w))
    if meth < 0.4:
        d.f("by telephone ({ph})", ph=w.phone())
    elif meth < 0.7:
        d.f("home visit at {s}, {c}", s=w.street(), c=w.cityP())
    else:
        import pools
        d.f("via {l} interpreter ({nm}, ID {iid})", l=w.ch(pools.LANGS), nm=w.fam().fn(), iid=P(w.digits(5), "IDNUM"))
    d.f("\nInterviewer: {s}, {role}\n", s=st.p.full(), role=st.role)
    d.f("Onset: {o}   Infectious period: {a} to {b}\n", o=w.D(on), a=w.D(ip0), b=w.D(ip1))
    if age >= 18 and w.maybe(0.4):
        jp, je = job(w, age)
        d.f("Occupation: {p}{o}\n", p=jp, o=[" (", je, ")"] if je is not None else "")
    heading(d, w, "Settings attended during infectious period")
    sets = []
    if w.maybe(0.7):
        sets.append([w.Ds(ip0 + 1), ": work shift at ", w.org("emp"), ", ", w.ch(["day shift", "07:00-15:00", "nights", "half day"])])
    if w.maybe(0.5):
        sets.append([w.Ds(ip0 + 2), ": ", w.org("venue"), w.ch(["", " (approx 2 h)", " - evening service", " - 40+ attendees"])])
    if w.maybe(0.35):
        sets.append([w.Ds(ip0 + 1), ": ", w.landmark(), w.ch([" - shopping", " - waited ~1 h", " - event", ""])])
    if w.maybe(0.35):
        c1, _p = w.new_city()
        sets.append(["Flight ", w.org("air"), " ", w.flight(), " ", w.Ds(ip0 + 3), ", seat ", w.seat(), " (", P(c1, "CITY"), " to ",
                     w.cityP(), ")"])
    if w.maybe(0.3):
        car = w.fam()
        sets.append(["Car-share to work daily with co-worker ", car.full(), " (vehicle reg ", w.plate(), ")"])
    if w.maybe(0.3):
        sets.append(["Attended ", w.hosp(), " ", w.ch(["ED", "walk-in", "outpatients", "GP appt"]), " on ", w.Ds(on + 1),
                     w.ch(["", ", waiting room ~3 h", ", no mask"])])
    if w.maybe(0.3):
        sets.append([w.Ds(ip0 + 4), ": child's school pickup at ", w.org("school")])
    if not sets:
        sets.append("Stayed home throughout except pharmacy visit")
    bullets(d, w, sets)
    heading(d, w, "Contacts identified")
    n = r.randint(3, 9)
    used = set()
    tab = w.maybe(0.6)
    if tab:
        d.line(w.ch(["#  | Name | Rel | Age | Phone | Last exp | Cat | Action",
                     "No. Name                 Relationship  Age  Tel              LCE       Risk"]))
    for i in range(n):
        rel, ca = rel_age(w, age, i, used)
        c = w.fam(last=pt.last if (rel in KIN and w.maybe(0.7)) else None)
        if rel in ("wife", "mother", "sister", "daughter", "grandmother", "aunt", "niece", "granddaughter", "girlfriend"):
            c = w.person("FAMILY", sex="F", last=c.last)
        elif rel in ("husband", "father", "brother", "son", "uncle", "nephew", "grandson", "boyfriend"):
            c = w.person("FAMILY", sex="M", last=c.last)
        le = w.Ds(ip1 - r.randint(0, 5))
        cat = w.ch(["HH", "close", "close", "casual", "high risk", "medium", "low"])
        act = w.ch(CT_ACT.get(dk, []) + ["letter sent", "advised re sx", "declined", "no answer x2", "info only"])
        nm = r.random()
        name = c.full() if nm < 0.55 else (c.fn() if nm < 0.75 else (c.lf() if nm < 0.9 else c.first_li()))
        if tab:
            d.f("{i} | {n} | {rel} | {a} | {ph} | {le} | {cat} | {act}\n", i=str(i + 1), n=name, rel=rel, a=P(str(ca), "AGE"),
                ph=w.phone() if w.maybe(0.8) else "unk", le=le, cat=cat, act=act)
        else:
            d.f("{i}. {n} - {rel}, ", i=str(i + 1), n=name, rel=rel)
            d.add(w.age(ca))
            d.f("; tel {ph}; last contact {le}; {cat}; {act}\n", ph=w.phone(), le=le, cat=cat, act=act)
    if w.maybe(0.4):
        d.f("\nIndex could not recall names of {k} people at {o}; {x}\n", k=str(r.randint(2, 15)), o=w.org(w.ch(["venue", "emp"])),
            x=w.ch(["organiser to be contacted.", "warn-and-inform letter via manager.", "list requested from employer."]))
    heading(d, w, "Notes")
    d.f("{p} was {a}. ", p=pt.fn() if w.maybe(0.5) else pt.titled(), a=w.ch(["cooperative", "anxious but engaged", "guarded about contacts",
                                                                               "tired, interview split over 2 calls"]))
    d.t((D["excl"] if D["excl"] != "n/a" else "No exclusion required") + ". " + w.ch(["Advised to self-isolate.", "Isolation letter issued.", "Return-to-work advice given.", ""]) + "\n")
    if w.maybe(0.35):
        d.t(w.ch(C.DISTRACT) + "\n")
    if age >= 18 and w.maybe(0.3):
        d.f("{x} issued; {l} {s} recorded for the letter.\n", x=w.ch(["Isolation note for employer", "Letter for EI sickness benefit"
                                                                     if w.ca else "Letter for Statutory Sick Pay"]),
            l=w.ssn_label(), s=w.ssn())
    if w.maybe(0.5):
        d.f("Next call scheduled {dt} {t}.\n", dt=w.Ds(r.randint(1, 3)), t=tm(w))
    st.sign(d, org=False, contact=w.maybe(0.5))
    audit(d, w, st.p)


CARE_CM = {"noro": ["Enhanced cleaning 1000 ppm chlorine BID", "Staff exclusion 48 h post symptoms", "Communal dining suspended"],
           "covid": ["Paxlovid assessment for eligible residents", "Universal masking for staff", "Staff testing if symptomatic"],
           "flu": ["Oseltamivir prophylaxis for all residents per MOH", "Staff influenza vaccination status reviewed", "Symptomatic staff excluded 5 days"],
           "scabies": ["Mass treatment (permethrin 5% x2, 7 days apart; oral ivermectin for crusted case)", "Linen hot-washed at 60 C",
                       "Skin checks for all residents by TVN"],
           "igas": ["Throat/wound screening of residents and staff on affected unit", "Chemoprophylaxis for contacts per guidance",
                    "Enhanced cleaning and audit of wound care practice"]}

SXL = {"noro": ["D+V", "D", "V", "D+V"], "covid": ["fever/cough", "ILI", "sore throat"], "flu": ["ILI", "fever/cough"],
       "scabies": ["itch", "rash"], "igas": ["fever", "sore throat", "cellulitis"], "varicella": ["rash", "rash+fever"],
       "measles": ["rash+fever", "fever/coryza"], "pertussis": ["cough", "paroxysmal cough"], "tb": ["cough", "wt loss"],
       "legion": ["pneumonia", "fever/confusion"], "salm": ["D", "D+fever"], "campy": ["D", "D+cramps"]}

OB_SETTINGS = {
    "care": ["noro", "covid", "flu", "scabies", "igas"],
    "school": ["noro", "varicella", "measles", "pertussis", "igas"],
    "work": ["tb", "legion", "salm", "covid", "campy"],
}


def g_outbreak(r, w, d):
    kind = w.ch(["care", "care", "school", "work"])
    dk = w.ch(OB_SETTINGS[kind])
    D = C.DIS[dk]
    epi = Staff(w, w.ch(["epi", "phn", "cdi"]))
    moh = Staff(w, "moh")
    if kind == "care":
        setting = w.care_home()
    elif kind == "school":
        setting = w.org("school")
    else:
        setting = w.org("emp")
    a = w.addr()
    dec = -r.randint(8, 40)
    d.line(w.ch(["OUTBREAK INVESTIGATION SUMMARY", "Outbreak Summary Report", "Outbreak investigation - summary for OCT",
                 "Final outbreak report"]))
    d.f("Outbreak no.: {o}\n", o=w.ob_id())
    d.f("Setting: {s}, {a}\n", s=setting, a=w.addr_line(a))
    if w.maybe(0.75):
        mg = w.person("DOCTOR") if kind == "care" else w.fam()
        rls = {"care": ["Administrator", "Home manager", "Director of Care", "Registered manager"],
               "school": ["Head teacher", "Principal", "Vice-principal", "School business manager"],
               "work": ["Site manager", "HR manager", "Plant manager", "Operations director"]}[kind]
        d.f("{rl}: {m}, tel {ph}\n", rl=w.ch(rls),
            m=w.ch([mg.full(), mg.titled_full()]), ph=w.phone(mobile=False))
    d.f("Organism: {ag}\nDeclared: {d1}   Declared over: {d2}\n", ag=D["agent"], d1=w.D(dec),
        d2=w.D(dec + r.randint(10, 30)) if w.maybe(0.5) else "ongoing")
    heading(d, w, "Case definition")
    who = {"care": "Resident or staff member", "school": "Pupil or staff member", "work": "Employee or contractor"}[kind]
    if dk == "noro":
        d.t(who + " with 2+ episodes of diarrhoea and/or vomiting within 24 h")
    else:
        d.t(w.ch([who + " with " + D["sx"].split(",")[0] + " and lab confirmation",
                  "Clinical: " + D["sx"] + "; confirmed: " + D["lab"].split(";")[0]]))
    d.f(", onset on or after {o}.\n", o=w.D(dec - r.randint(2, 6)))
    heading(d, w, "Epidemiology")
    pop = r.randint(40, 160) if kind == "care" else r.randint(120, 900)
    nc = r.randint(4, 30)
    ns = r.randint(0, 12)
    d.t("%d cases among %d %s (AR %.1f%%) and %d among %s. " % (nc, pop, "residents" if kind == "care" else
                                                               ("pupils" if kind == "school" else "employees"), 100.0 * nc / pop, ns,
                                                               "agency/contract workers" if kind == "work" else "staff"))
    d.f("First onset {f}, peak {p}. ", f=w.Ds(dec - 3), p=w.Ds(dec + r.randint(1, 5)))
    if kind == "care":
        d.t("%d hospitalised, %d deaths (%s).\n" % (r.randint(0, 4), r.randint(0, 2), w.ch(["cause under review", "not attributed",
                                                                                           "1 with outbreak organism on MCCD"])))
        u1, u2 = r.sample(PL.WARDS, 2)
        d.f("Units affected: {u1}, {u2}\n", u1=P(u1, "HOSPITAL"), u2=P(u2, "HOSPITAL"))
    else:
        d.t("Hospitalisations: %d.\n" % r.randint(0, 3))
    heading(d, w, "Line list (extract)")
    d.line(w.ch(["Initials | Age | Unit/Class | Rm | Onset | Sx | Spec | Result", "ID  Case  Age  Location  Onset  Specimen  Result"]))
    for i in range(r.randint(4, 9)):
        c = w.person()
        ca = r.randint(68, 101) if kind == "care" else (r.randint(4, 17) if kind == "school" else r.randint(19, 64))
        if kind == "care":
            loc = [w.ward(), " | ", w.room()] if w.maybe(0.6) else ["room ", w.room()]
            if w.maybe(0.15):
                loc, ca = "staff (HCA)", r.randint(20, 62)
        elif kind == "school":
            loc = w.ch(["Y3", "Y5", "Gr 2", "Gr 7", "Rec", "JK", "staff"])
            if loc == "staff":
                ca = r.randint(23, 61)
        else:
            loc = w.ch(["line 2", "packing", "dispatch", "office", "cold store", "night shift"])
        d.f("{id} | {n} | {a} | {l} | {o} | {sx} | {s} | {res}\n", id="%02d" % (i + 1), n=c.ini() if w.maybe(0.75) else c.caps(),
            a=P(str(ca), "AGE"), l=loc, o=w.Ds(dec + r.randint(-3, 9)), sx=w.ch(SXL.get(dk, ["fever", "asympt"]) + ["asympt"]),
            s=w.spec() if w.maybe(0.6) else "-", res=w.ch(["POS", "pos", "neg", "pending", "not tested", "DET"]))
    heading(d, w, "Control measures")
    cm = {"care": ["Closed to new admissions from ", "Cohort nursing; dedicated staff per unit",
                   "Visiting restricted to essential/end-of-life"] + CARE_CM.get(dk, []),
          "school": ["Letter to parents sent ", "Exclusion advice per guidance", "Enhanced cleaning of toilets/handles",
                     "Vaccination status check; catch-up clinic offered", "Swimming/school trips postponed"],
          "work": ["Symptomatic staff excluded; return after clearance", "Canteen closed for deep clean",
                   "Cooling tower sampled; results pending", "Screening clinic held on site", "Occupational health engaged"]}[kind]
    items = []
    for x in r.sample(cm, min(len(cm), r.randint(3, 5))):
        if x.endswith(" "):
            items.append([x, w.D(dec + 1)])
        else:
            items.append(x)
    bullets(d, w, items)
    heading(d, w, "Outbreak control team")
    d.f("Meeting {dt} {t}. Present: ", dt=w.D(dec + r.randint(1, 6)), t=tm(w))
    third = {"care": [w.person("DOCTOR").full(), " (IPC lead, home)"], "school": [w.fam().full(), " (deputy head)"],
             "work": [w.fam().full(), " (H&S manager)"]}[kind]
    mem = [[moh.name(), " (chair)"], [epi.p.full(), " (", epi.role, ")"], third]
    if w.maybe(0.5):
        mem.append([w.staff().full(), " (EHO)" if not w.ca else " (PHI)"])
    if w.maybe(0.5):
        mem.append([(w.person("DOCTOR") if kind == "care" else w.fam()).full(), " (", setting, ")"])
    for i, m in enumerate(mem):
        d.add(m)
        d.t(", " if i < len(mem) - 1 else ".\n")
    heading(d, w, "Conclusions / recommendations")
    d.t(w.ch(["Outbreak consistent with person-to-person spread; no common food source identified. ",
              "Likely point-source exposure; analytical study (cohort) undertaken. ",
              "Transmission ongoing at time of writing. ",
              "WGS confirmed single cluster; see lab report. "]))
    d.t(w.ch(C.DISTRACT) + "\n")
    if w.maybe(0.4):
        d.f("Further info: {u}\n", u=w.url())
    epi.sign(d)
    if w.maybe(0.4):
        audit(d, w, epi.p)
