"""Mental Health Act assessment record, liaison handover, collateral history (own genre)."""
import clinical as K
import country as C
import ctx as X
import pools_places as PP
from blocks import demog_header, signature, audit_footer
from common import H, past_date, year_p, team_p, unit_p, psych_history, substance
from note import P, pick, chance

MHA_FORMS = {
    "GB": dict(title=["MENTAL HEALTH ACT 1983 ASSESSMENT RECORD", "MHA Assessment - AMHP/medical record",
                      "Record of Mental Health Act Assessment"],
               app="AMHP", rec="s12(2) approved doctor", out=["Detained under Section 2", "Detained under Section 3",
                                                             "Not detained - informal admission agreed",
                                                             "Not detained - home with CRHTT"],
               papers="Forms A2 (AMHP application), A3 (joint medical recommendation)",
               rel="Nearest Relative", police="PC", holding="s136 (place of safety)"),
    "IE": dict(title=["MENTAL HEALTH ACT 2001 - INVOLUNTARY ADMISSION RECORD", "Record of assessment under MHA 2001"],
               app="Authorised Officer", rec="Registered medical practitioner (Form 5)",
               out=["Admission Order (Form 6) made", "Not admitted - voluntary admission accepted",
                    "Recommendation refused - HBT follow-up"],
               papers="Form 3 (application by AO), Form 5 (recommendation)", rel="Spouse/relative",
               police="Garda", holding="s12 (Garda)"),
    "US": dict(title=["EMERGENCY INVOLUNTARY HOLD - EVALUATION RECORD", "Application for Emergency Hospitalization - Psychiatric Evaluation"],
               app="Petitioner", rec="Examining physician", out=["72-hour hold initiated", "Hold not initiated - voluntary admission",
                                                                "Hold rescinded - discharge with outpatient f/u"],
               papers="Section 12(a) / 5150-equivalent application completed", rel="Next of kin",
               police="Officer", holding="emergency custody"),
    "CA": dict(title=["MENTAL HEALTH ACT - FORM 1 ASSESSMENT", "Psychiatric Assessment under the Mental Health Act (Form 1)"],
               app="Physician completing Form 1", rec="Attending psychiatrist", out=["Form 3 - involuntary admission",
                                                                                  "Form 1 expired - voluntary admission",
                                                                                  "Discharged with MCIT follow-up"],
               papers="Form 1 and Form 42 given to patient; rights adviser notified", rel="SDM",
               police="Cst.", holding="s.17 police apprehension"),
    "AU": dict(title=["MENTAL HEALTH ACT ASSESSMENT - ASSESSMENT ORDER", "Record of Assessment (Mental Health Act)"],
               app="Registered medical practitioner", rec="Authorised psychiatrist",
               out=["Temporary Treatment Order made", "Assessment Order revoked - voluntary admission",
                    "Discharged with CATT follow-up"],
               papers="Assessment Order and Statement of Rights provided", rel="Nominated support person",
               police="Sen Const", holding="s351 police apprehension"),
    "NZ": dict(title=["MH(CAT) ACT - SECTION 8B/9 ASSESSMENT", "Compulsory Assessment Record (MH(CAT) Act 1992)"],
               app="Duly Authorised Officer", rec="Responsible clinician",
               out=["Section 11 - further assessment for 5 days", "Released from compulsory status - informal",
                    "Section 13 - second period of assessment"],
               papers="s8A application, s8B certificate, s9 notice given", rel="Principal caregiver",
               police="Constable", holding="s109 Police"),
}


def mha(c, n):
    r, pt, cc = c.rng, c.pt, c.cc
    F = MHA_FORMS[cc]
    fam = c.family(pick(r, ["mother", "father", "wife", "husband", "sister", "brother", "partner"]))
    n.add(pick(r, F["title"]) + "\n")
    demog_header(n, c, pick(r, [0, 2]))
    if c.ssn and cc in ("US", "CA", "IE") and chance(r, 0.5):
        n.f(c.ssn[0] + ": {s}\n", s=P(c.ssn[1], "SSN"))
    t0 = r.randint(0, 17 * 60)
    t1 = t0 + r.randint(60, 380)
    n.f("Date: {d}   Time of request: %02d:%02d   Assessment start: %02d:%02d\n" %
        (t0 // 60, t0 % 60, t1 // 60, t1 % 60), d=c.D(c.today))
    n.add("Location: ")
    k = r.randrange(3)
    if k == 0:
        n.f("{ed}, {h}, {room} {b}\n", ed=pick(r, c.svc["ed"]), h=P(c.hosp, "HOSPITAL"),
            room=pick(r, ["MH room", "cubicle", "side room"]), b=c.bed())
    elif k == 1:
        n.f("{w}, {h}\n", w=P(c.ward, "HOSPITAL"), h=P(c.hosp, "HOSPITAL"))
    else:
        n.f("Patient's home, {a}\n", a=c.addr_pieces(c.addr))
    H(n, c, "Professionals")
    amhp = c.staff("sw")
    n.f("{role}: {a}", role=F["app"], a=amhp.full())
    if chance(r, 0.5):
        lab, val = C.staff_licence(r, cc, "sw")
        n.f(" ({l} {v})", l=lab, v=P(val, "LICENSE"))
    n.f(", tel {ph}\n", ph=c.ph())
    d1 = c.doctor()
    n.f("{role}: {d}", role=F["rec"], d=d1.titled_full())
    if chance(r, 0.6):
        lab, val = C.staff_licence(r, cc, "dr")
        n.f(", {l} {v}", l=lab, v=P(val, "LICENSE"))
    n.add("\n")
    if cc in ("GB", "IE", "NZ") or chance(r, 0.4):
        n.f("Second doctor: {d} (" + pick(r, ["GP, previous acquaintance", "consultant psychiatrist", "independent s12 doctor"]) + ")\n",
            d=c.gp.titled_full() if chance(r, 0.5) else c.doctor().titled_full())
    pol = C.idnum(r, "police")
    if chance(r, 0.6):
        pc = c.family("police")
        n.f("{t} {p} ({lab}{cn}) present; {ref}\n", t=F["police"], p=pc.last_(), lab=pick(r, ["collar ", "#", "no. "]),
            cn=P(C.digits(r, 4), "IDNUM"), ref=[pol[0] + " ", P(pol[1], "IDNUM")])
    H(n, c, F["rel"])
    n.f("{f} ({rel}), {a}", f=fam.full(), rel=fam.rel, a=c.addr_pieces(c.address()) if chance(r, 0.5) else P(c.town(), "CITY"))
    n.f(", {ph}. ", ph=c.ph("mob"))
    n.add(pick(r, ["Consulted by phone - does not object.", "Consulted in person; objects to section 3.",
                   "Informed after the assessment.", "Not practicable to consult - phone unanswered x3, voicemail left.",
                   "Supports admission; very worried."]) + "\n")
    H(n, c, pick(r, ["Background", "Circumstances"]))
    bg = {0: ["{pt} was brought in under " + F["holding"] + " from {land} on {d}. ",
              "Self-presented to ED asking for help, then tried to leave when admission was suggested. "],
          1: ["On the medical ward following OD; tried to leave repeatedly; held under holding powers by {dr}. ",
              "Admitted medically with dehydration; increasingly paranoid about ward staff; held by {dr}. "],
          2: ["Request from {rel} {f} after {pt} barricaded {him}self in {his} flat in {city}. ",
              "Referred by {t} after missing depot x2 and increasingly paranoid about neighbours. "]}[k]
    n.f(pick(r, bg),
        pt=pt.first_(), land=P(pick(r, PP.LANDMARKS), "LOCATION_OTHER"), d=c.D(past_date(c, 0, 1)), rel=fam.rel,
        f=fam.first_(), him=pt.him(), his=pt.his(), city=P(c.addr["city"], "CITY"), dr=c.meddr.titled(), t=team_p(c))
    if chance(r, 0.4):
        n.f("{His} car ({v}) was found abandoned nearby. ", His=pt.his().capitalize(), v=P(C.plate(r, cc), "VEHICLE"))
    if chance(r, 0.4):
        lab, val = C.bioid(r)
        n.f("Identified in custody by " + lab + " {v}. ", v=P(val, "BIOID"))
    n.add("\n")
    psych_history(n, c)
    H(n, c, pick(r, ["Interview", "Assessment"]))
    n.add(K.mse(r, 1, pick(r, ["psychosis", "psychosis", "mania", "low"])))
    H(n, c, pick(r, ["Alternatives considered", "Least restrictive options"]))
    n.add(pick(r, ["Home treatment considered but declined by patient; informal admission refused.",
                   "Informal admission offered and accepted - no grounds for detention.",
                   "Crisis house unavailable; family unable to provide supervision.",
                   "Respite at home with family support - family agree."]) + "\n")
    H(n, c, "Outcome")
    out = pick(r, F["out"])
    n.add(out + ". ")
    if "Not" not in out and "rescinded" not in out and "Discharged" not in out and "Released" not in out:
        t2 = min(t1 + r.randint(90, 300), 23 * 60 + 50)
        n.f("Bed at {u}, {h}. Transport by ambulance at %02d:%02d. " % (t2 // 60, t2 % 60),
            u=unit_p(c), h=P(c.hospital_name(), "HOSPITAL"))
        n.add(F["papers"] + ". Rights explained" + pick(r, ["", "; IMHA/advocate referral made", "; leaflet given"]) + ".\n")
    else:
        n.f("Follow-up by {cr} from {d}.\n", cr=c.svc["crisis_s"], d=c.D(c.days(1), "wd"))
    if c.age < 50 and chance(r, 0.35):
        n.f("Children: {n} ({a}) cared for by {g}; safeguarding ref {s}.\n", n=c.family("son").first_(),
            a=c.age_p(r.randint(1, 15)), g=c.family("grandmother").full(), s=P(C.idnum(r, "safeguarding"), "IDNUM"))
    n.add("\n")
    signature(n, c, amhp, role=F["app"], lic=False)
    if chance(r, 0.35):
        audit_footer(n, c, amhp)


# ------------------------------------------------------------------ handover
HO_ED = ["OD {od}, NAC running until {t}; for psychosocial when MFFD", "cut L forearm, sutured; seen, d/c plan with {cr}",
         "s136 from {land}; awaiting MHA assessment", "intoxicated, SI, reassess when sober (ETOH {e})",
         "known EUPD, frequent attender - follow care plan", "awaiting bed at {u}, informal",
         "FND attacks in waiting room; neuro reviewed, needs liaison r/v am"]
HO_WARD = ["delirium r/v, haloperidol 0.5mg PRN, family visiting", "capacity re discharge - needs 2nd session",
           "low mood post-stroke, started sertraline, r/v {wd}", "alcohol w/d day 3, on Pabrinex, CIWA %d" ,
           "refusing dialysis - capacity assessed, HAS capacity; renal aware",
           "clozapine retitration, FBC due", "lithium tox, level falling, AKI improving",
           "FND - physio plan agreed, d/c {wd}"]


def handover(c, n):
    r, cc = c.rng, c.cc
    shift = pick(r, ["AM", "PM", "night", "weekend", "twilight"])
    n.add(pick(r, ["LIAISON HANDOVER", "MHLT handover", "Liaison team handover", "Psych liaison - shift handover"]))
    n.f(" - {d} ({s})\n", d=c.D(c.today, pick(r, ["full", "wd"])), s=shift)
    n.f("From: {a}  To: {b}  ", a=c.lnurse.full() if chance(r, 0.5) else c.lnurse.first_(), b=c.trainee.full())
    n.f("On-call cons: {c} (via switch)\n", c=c.cons.titled())
    n.f(("Bleep" if cc in ("GB", "IE") else "Pager") + " {b} / team phone {ph}\n", b=c.ph("bleep"), ph=c.ph("mob"))
    n.add("\nED:\n")
    k = 0
    for _ in range(r.randint(2, 5)):
        k += 1
        p = X.make_person(r, cc, "PATIENT")
        a = r.randint(18, 85)
        n.add("%d. " % k, p.full() if chance(r, 0.6) else p.upper_last_first() if chance(r, 0.5) else p.titled())
        n.add(" ", P(str(a), "AGE"), pick(r, [p.sex if p.sex != "X" else "", " y/o", "yo ", "y"]).rstrip())
        if chance(r, 0.5):
            n.add(" ", P(C.mrn(r, cc)[1], "MRN"))
        n.add(" - " + pick(r, ["cubicle ", "cubicle ", "majors ", "CDU bed ", "resus "]), c.bed(new=True), ": ")
        n.f(pick(r, HO_ED), od=K.od_text(r, cc), t="%02d:00" % r.randint(0, 23), cr=c.svc["crisis_s"],
            land=P(pick(r, PP.LANDMARKS), "LOCATION_OTHER"), e=str(r.randint(20, 80)), u=unit_p(c))
        if chance(r, 0.35):
            f = c.family(pick(r, ["mother", "partner", "friend", "sister", "wife", "husband", "brother"]))
            n.f(". Collateral: {rel} {f} {ph}", rel=f.rel, f=f.first_(), ph=c.ph("mob"))
        n.add(pick(r, [".\n", "\n", ". Risk high.\n", ". Risk low/mod.\n"]))
    n.add("\nWards:\n")
    for _ in range(r.randint(2, 5)):
        k += 1
        p = X.make_person(r, cc, "PATIENT")
        a = r.randint(30, 97)
        n.add("%d. " % k, p.titled() if chance(r, 0.5) else p.full(), " (", P(str(a), "AGE"), ") ")
        n.add(P(c.ward_name(), "HOSPITAL"), " bed ", c.bed(new=True), " - ")
        h = pick(r, HO_WARD)
        if "%d" in h:
            h = h % r.randint(4, 22)
        n.f(h, wd=c.D(c.days(r.randint(1, 4)), pick(r, ["wd", "short"])))
        n.add("\n")
    n.add("\nOutstanding:\n")
    for s in r.sample(["mha", "breach", "fam", "gp", "bed", "sg"], r.randint(2, 4)):
        if s == "mha":
            p = X.make_person(r, cc, "PATIENT")
            n.f("- MHA assessment for {p} at %02d:00, " % r.randint(8, 20) + ("AMHP" if cc == "GB" else "assessing clinician") +
                " {a} aware\n", p=p.titled(), a=c.staff("sw").full())
        elif s == "breach":
            p = X.make_person(r, cc, "PATIENT")
            n.f("- 12h breach risk: {p} (waiting since %02d:%02d)\n" % (r.randint(0, 23), r.randint(0, 59)), p=p.full())
        elif s == "fam":
            p = X.make_person(r, cc, "PATIENT")
            f = c.family()
            n.f("- call back {f} ({rel} of {p}) on {ph}\n", f=f.full(), rel=f.rel, p=p.last_(), ph=c.ph("mob"))
        elif s == "gp":
            n.f("- letters to " + c.svc["gp"] + " x%d pending; {gp} rang re {p}\n" % r.randint(1, 4), gp=c.gp.titled(),
                p=X.make_person(r, cc, "PATIENT").full())
        elif s == "bed":
            n.f("- bed state: 0 acute beds; {u} may have one after ward round\n", u=unit_p(c))
        else:
            n.f("- safeguarding referral sent ({i})\n", i=P(C.idnum(r, "safeguarding"), "IDNUM"))
    if chance(r, 0.4):
        n.f("\nSystem note: handover list exported by {u} from {ip}\n", u=c.username(c.lnurse), ip=c.ip())


# ------------------------------------------------------------------ collateral history (own genre)
def collateral(c, n):
    r, pt, cc = c.rng, c.pt, c.cc
    rels = ["mother", "father", "partner", "sister", "brother", "friend", "flatmate"] if c.age < 40 else \
        ["wife", "husband", "partner", "sister", "brother", "daughter", "son", "friend", "neighbour"] if c.age < 70 else \
        ["wife", "husband", "daughter", "son", "niece", "neighbour", "granddaughter"]
    fam = c.family(pick(r, rels))
    n.add(pick(r, ["COLLATERAL HISTORY", "Collateral history - telephone", "Collateral from family",
                   "Informant history"]) + "\n")
    demog_header(n, c, pick(r, [2, 3, 0]))
    n.f("Informant: {f} ({rel})", f=fam.full(), rel=fam.rel)
    if chance(r, 0.4):
        n.f(", aged {a}", a=c.age_p(c.fam_age(fam.rel)))
    n.f("\nContact: {ph}", ph=c.ph(pick(r, ["mob", "land", "intl"])))
    if chance(r, 0.35):
        n.f(" / {e}", e=P(X.ascii_slug(fam.first) + "." + X.ascii_slug(fam.last) + "@" +
                          pick(r, ["example.com", "example.net", "mail.example.org"]), "EMAIL"))
    n.f("\nDate: {d} %02d:%02d, by {m}\n" % (r.randint(8, 22), r.randint(0, 59)), d=c.D(c.today),
        m=pick(r, ["telephone", "in person in ED relatives' room", "video call", "phone (on speaker)"]))
    n.f("Taken by: {a}\n", a=c.trainee.full() if chance(r, 0.5) else c.lnurse.full())
    n.add("Consent: " + pick(r, ["patient consented to contact.", "patient declined consent - informant listened to, "
                                 "no information disclosed.", "patient lacks capacity re this decision; in best interests.",
                                 "verbal consent documented."]) + "\n")
    H(n, c, pick(r, ["Informant's account", "Recent events"]))
    ev = past_date(c, 0, 6)
    n.f(pick(r, ["{F} says {pt} has not been {him}self since {d0}. ",
                 "{F} last saw {pt} on {d1}, when {he} seemed 'flat' and gave away {his} guitar. ",
                 "According to {F}, {pt} has been drinking heavily and not going to work at {emp}. "]),
        F=fam.first_(), pt=pt.first_(), him=pt.him(), he=pt.he(), his=pt.his(),
        d0=c.D(past_date(c, 20, 300), "month"), d1=c.D(ev, pick(r, ["wd", "full"])), emp=P(c.employer, "ORGANIZATION"))
    n.add(pick(r, ["Messages late at night saying sorry for everything. ", "Increasingly suspicious of neighbours, "
                   "taped over the smoke alarm. ", "Not eating, lost weight, staying in bed. ",
                   "Talked about 'not being a burden'. ", "Confused at night, thought it was morning and tried to go out. "]))
    if chance(r, 0.5):
        nb = c.family("neighbour")
        n.f("Neighbour {nb} found {him} wandering in {street} at 03:00 last week. ",
            nb=nb.titled() if chance(r, 0.5) else nb.full(), him=pt.him(), street=P(c.address(unit=False)["street"], "STREET"))
    n.add("\n")
    H(n, c, pick(r, ["Background per informant", "Personal history"]))
    n.f("Grew up in {pl}", pl=P(c.town(), "CITY") if chance(r, 0.5) else c.birth_country())
    n.f(", attended {s}. ", s=P(c.org("school"), "ORGANIZATION"))
    n.f("Worked as a {j} for many years", j=P(c.profession, "PROFESSION"))
    if chance(r, 0.5):
        n.f(" at {e} until {y}", e=P(c.employer, "ORGANIZATION"), y=year_p(c, 1, 12))
    n.add(". ")
    if chance(r, 0.6):
        ex = c.family("ex-partner")
        n.f("Relationship with {ex} ended {y}", ex=ex.full(), y=year_p(c, 1, 6))
        if c.age < 50 and chance(r, 0.5):
            n.f("; their {rel} {k} ({a}) lives with {ex}", rel=pick(r, ["son", "daughter"]),
                k=c.family().first_(), a=c.age_p(r.randint(2, 17)), ex=ex.first_())
        n.add(". ")
    if c.age < 75 and chance(r, 0.4):
        n.f("{His} father {f} died in {y} ", His=pt.his().capitalize(), f=c.family("father").first_(), y=year_p(c, 1, 20))
        n.add(pick(r, ["by suicide.", "of cancer.", "after a long illness.", "- anniversary coming up."]) + " ")
    n.add("\n")
    H(n, c, pick(r, ["Mental health history per informant", "Previous episodes"]))
    n.add(pick(r, ["Previous admission 'years ago' after a breakdown at university. ", "No previous episodes known to family. ",
                   "Has had 'dark patches' since teens; overdose as a teenager, never followed up. ",
                   "Diagnosed bipolar in {0}; stopped lithium last year. ".format("the past")]))
    n.add(pick(r, ["Drinks most days. ", "No drugs to informant's knowledge. ", "Smokes cannabis daily. ", ""]) + "\n")
    H(n, c, pick(r, ["Concerns / risk", "Risk information"]))
    k = r.randrange(4)
    fl = C.firearms_licence(r, cc)
    if k == 0:
        n.f("Has access to shotguns at the farm ({l}); {F} has asked {police} to remove them.",
            l=[fl[0] + " ", P(fl[1], "LICENSE")], F=fam.first_(), police=c.svc["police"])
    elif k == 1:
        n.f("Still driving ({v}) despite sedation; {F} has the spare keys.", v=P(C.plate(r, cc), "VEHICLE"), F=fam.first_())
    elif k == 2:
        n.f("Has been researching methods online; {F} found search history on {his} laptop.", F=fam.first_(), his=pt.his())
    else:
        n.add("No weapons at home; medication kept by family.")
    if chance(r, 0.3):
        n.f(" Driving licence no. {d} - duty to inform " + {"GB": "the DVLA", "IE": "the NDLS", "US": "the DMV",
                                                          "CA": "the MTO", "AU": "the state licensing authority",
                                                          "NZ": "NZTA"}[cc] + " discussed.",
            d=P(C.driver_licence(r, cc, pt, c.dob), "LICENSE"))
    n.add("\n")
    H(n, c, pick(r, ["Carer needs", "Informant's own needs"]))
    n.f(pick(r, ["{F} is exhausted; carer's assessment offered. ", "{F} works nights as a {j} and cannot supervise. ",
                 "{F} is happy to have {pt} stay with them. "]), F=fam.first_(), pt=pt.first_(),
        j=P(pick(r, PP.PROFESSIONS), "PROFESSION"))
    if chance(r, 0.5):
        n.f("Given details for {o}.", o=P(pick(r, PP.ORG_STEMS) + " Carers Centre", "ORGANIZATION"))
    n.add("\n")
    H(n, c, "Plan")
    n.add(pick(r, ["Information shared with assessing team; to be considered in risk formulation.",
                   "Will update informant after MDT with patient's consent.",
                   "Informant to be NOK contact for crisis team."]) + "\n")
    who = c.trainee if chance(r, 0.5) else c.lnurse
    signature(n, c, who, style=pick(r, [1, 3]))
    if chance(r, 0.3):
        audit_footer(n, c, who)
