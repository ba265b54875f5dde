"""Genres: PH clinic letter, transplant referral, genetics clinic letter (own)."""
from doc import Doc, P, J
import fake as F
import clin as K
import common as C
import pools_places as PL
import pools_people as PP


def _bullets(r, items, style=None):
    style = style or r.choice(["- ", "* ", "num", "  - "])
    out = []
    for i, it in enumerate(items):
        out.append(("%d. " % (i + 1)) if style == "num" else style)
        out.append(it)
        out.append("\n")
    return J(*out)


# ----------------------------------------------------------------- clinic letter
def clinic_letter(r, c):
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    cons = F.clinician(r, c, "doc")
    reg = F.clinician(r, c, "doc")
    gp = F.person(r, c, role="doc")
    gpp = F.practice(r, c)
    hosp = F.hospital(r, c)
    he, his, him = C.pron(pat)
    us = c in ("US", "CA")
    d.add(C.letterhead(r, c, hosp))
    d.nl()
    if F.chance(r, 0.6):
        d.w("Our ref: {m}/{ini}   Clinic date: {cd}\n", m=P("MRN", pat.mrn),
            ini=P("DOCTOR", cons.first[0] + cons.last[0]), cd=F.D(r, c, today))
    d.w("Date typed: {dt}\n\n", dt=F.D(r, c, F.shift(today, r.randrange(1, 9))))
    # addressee
    if F.chance(r, 0.8):
        d.w("{t}{g}\n{p}\n{a}\n\n", t="Dr. " if us else "Dr ", g=F.pname(gp, r.choice(["full", "initlast"]), "DOCTOR"),
            p=P("HOSPITAL", gpp), a=F.addr_lines(r, c, F.address(r, c, inst=True), oneline=True))
        d.w("Dear {t}{g}{col}\n\n", t="Dr. " if us else "Dr ", g=F.pname(gp, "last", "DOCTOR"), col=":" if us else ",")
    else:
        d.w("Dear Colleague,\n\n")
    d.add(C.banner(r, c, pat, today, style=r.choice([0, 0, 2])))
    d.nl()
    d.add("Diagnoses:\n")
    dx = [J(k.dxlabel, " - diagnosed ", F.D(r, c, F.shift(today, -r.randrange(200, 3000)), r.choice(["monyr", "year", "monyr_s"])))]
    dx += [J(x) for x in k.comorb]
    d.add(_bullets(r, dx, "num"))
    d.add("\nCurrent medication:\n", _bullets(r, k.meds))
    d.w("\nWHO FC {fc} | 6MWD {w} m | NT-proBNP {b} {u} | {risk}\n\n", fc=k.fc, w=str(k.walk), b=str(k.ntprobnp),
        u="pg/mL" if c == "US" else "ng/L", risk=K.risk_line(r, k))
    # narrative
    who = C.short_ref(r, pat)
    acc = ""
    fam = F.relative(r, c, pat)
    openers = [
        J("I reviewed ", who, " in the ", r.choice(["PH clinic", "pulmonary hypertension clinic", "outreach clinic"]),
          " at ", P("HOSPITAL", r.choice([hosp, F.hospital(r, c, "ref")])), " today"),
        J("I saw ", who, " for " + his + " routine ", r.choice(["3-monthly", "6-monthly", "annual"]), " review on ",
          F.D(r, c, today)),
        J("Thank you for your ongoing care of this ", C.age_phrase(r, c, pat), " with ", k.dxlabel.split(" (")[0],
          ", whom I reviewed today"),
    ]
    d.add(r.choice(openers))
    if F.chance(r, 0.55):
        d.add(", accompanied by ", his, " ", fam.rel, " ", F.pname(fam, r.choice(["first", "full"])))
    d.add(". ")
    sym = K.symptoms(r, k=k)
    d.add(he.capitalize(), " reports ", ", ".join(sym[:-1]), " and ", sym[-1], ". ")
    if F.chance(r, 0.5):
        d.w("{he} describes walking about {n} yards on the flat before stopping. ", he=he.capitalize(),
            n=str(r.choice([50, 100, 200, 400])))
    # social
    if pat.retired:
        d.add(he.capitalize(), " is a retired ", P("PROFESSION", pat.job), ". ")
    elif F.chance(r, 0.75):
        emp = r.choice(PL.EMPLOYERS)
        form = r.randrange(3)
        if form == 0:
            d.add(he.capitalize(), " works as a ", P("PROFESSION", pat.job), " at ", P("ORGANIZATION", emp),
                  r.choice([" and has reduced to three days a week. ", ", currently on sick leave. ", ". "]))
        elif form == 1:
            d.add(he.capitalize(), " continues to work as a ", P("PROFESSION", pat.job), ". ")
        else:
            d.add("Employment: ", P("PROFESSION", pat.job), " (", P("ORGANIZATION", emp), "). ")
    if F.chance(r, 0.3):
        d.w("{He} is planning a trip to {ctry} in {mon} and we discussed in-flight oxygen. ", He=he.capitalize(),
            ctry=P("COUNTRY", r.choice(PL.TRAVEL_COUNTRIES)), mon=F.D(r, c, F.shift(today, r.randrange(30, 150)), "monyr"))
    d.add("\n\n")
    d.add("On examination: ", "; ".join(K.exam_text(r, k)), ".\n\n")
    d.w("6MWT today: {w} m (previously {p} m on {pd}), SpO2 {a}% falling to {b}%, Borg {bo}.\n",
        w=str(k.walk), p=str(k.walk_prev), pd=F.D(r, c, F.shift(today, -r.randrange(80, 200))),
        a=str(k.spo2_rest), b=str(k.spo2_nadir), bo=k.borg)
    d.add("Bloods: ", K.labs_line(r, k), ".\n")
    if F.chance(r, 0.5):
        d.w("Echo ({ed}): TAPSE {t} mm, TRV {v} m/s, {e} pericardial effusion.\n", ed=F.D(r, c, F.shift(today, -r.randrange(1, 40))),
            t=str(k.tapse), v="%.1f" % k.trv, e=k.effusion)
    d.add("\nImpression and plan:\n")
    d.w("{Who} remains in WHO functional class {fc} with {risk} risk features. ", Who=F.pname(pat, "title"),
        fc=k.fc, risk=k.risk)
    d.nl()
    d.add(_bullets(r, K.plan_items(r, k, c, pat.sex, pat.age), "num"))
    if F.chance(r, 0.4):
        nurse = F.clinician(r, c, "nurse")
        d.w("\nOur CNS {n} will phone {him} in {wk} weeks to check on side effects (PH nurse line {ph}).\n",
            n=F.pname(nurse, "full"), him=him, wk=str(r.choice([2, 3, 4])), ph=P("PHONE", F.phone(r, c, False)))
    d.w("\nI will see {him} again in {m} months{w}.\n\n", him=him, m=str(r.choice([3, 4, 6])),
        w=r.choice(["", " with a repeat echo", " with 6MWT and bloods on the same day", ", or sooner if needed"]))
    d.add(C.signoff(r, c, cons, title=C.doc_title(r, c)))
    if F.chance(r, 0.5):
        d.w("\nSeen with {t} {n}, {jt}\n", t="Dr" + ("." if us else ""), n=F.pname(reg, r.choice(["full", "initlast"])),
            jt=C.doc_title(r, c))
    d.nl()
    entries = [J(F.pname(pat, "titlefull"), " (patient), ", F.addr_lines(r, c, pat.addr, oneline=True))]
    if F.chance(r, 0.6):
        rc = F.clinician(r, c)
        entries.append(J(rc.title, " ", F.pname(rc, "initlast"), ", Respiratory Medicine, ",
                         P("HOSPITAL", F.hospital(r, c, "ref"))))
    d.add(C.cc_block(r, c, entries))
    if F.chance(r, 0.6):
        d.add(C.typist(r, c, cons, today, F.shift(today, r.randrange(1, 6))))
    if F.chance(r, 0.3):
        d.add(C.audit(r, c, cons, F.shift(today, r.randrange(1, 8))))
    return d


# ----------------------------------------------------------------- transplant referral
def transplant_referral(r, c):
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today, age=r.randrange(19, 63))
    k = K.build(r, c)
    for _ in range(30):
        if k.riski >= 2 and (k.group == "1" or F.chance(r, 0.15)):
            break
        k = K.build(r, c)
    cons = F.clinician(r, c, "doc")
    tx = F.clinician(r, c, "doc")
    hosp = F.hospital(r, c)
    txh = F.hospital(r, c)
    while txh == hosp:
        txh = F.hospital(r, c)
    he, his, him = C.pron(pat)
    us = c in ("US", "CA")
    d.add(r.choice(["REFERRAL FOR LUNG TRANSPLANT ASSESSMENT", "Referral: heart-lung / bilateral lung transplant assessment",
                    "TRANSPLANT REFERRAL - PULMONARY HYPERTENSION"]), "\n")
    d.w("From: {h}, {dp}\nTo: Transplant Assessment Coordinator, {t}\n", h=P("HOSPITAL", hosp), dp=C.dept(r, c),
        t=P("HOSPITAL", txh))
    if F.chance(r, 0.6):
        d.w("Attn: {tt} {n}\n", tt=tx.title, n=F.pname(tx, r.choice(["full", "initlast"])))
    d.w("Date: {dt}    Referral ID: {ref}    Urgency: {u}\n\n", dt=F.D(r, c, today), ref=P("IDNUM", F.idnum(r, "tx")),
        u=r.choice(["routine", "urgent", "semi-urgent"]))
    d.add("PATIENT DETAILS\n")
    d.w("Name: {n}\nDate of birth: {dob}   Age: {a}   Sex: {s}\n", n=F.pname(pat, r.choice(["fullmid", "caps"])),
        dob=F.D(r, c, pat.dob), a=P("AGE", str(pat.age)), s={"M": "Male", "F": "Female"}[pat.sex])
    d.w("Address: {a}\n", a=F.addr_lines(r, c, pat.addr, oneline=True))
    d.w("Phone: {t} (home)  {m} (mobile)\nEmail: {e}\n", t=P("PHONE", pat.tel), m=P("PHONE", pat.mob), e=P("EMAIL", pat.email))
    d.w("MRN: {m}", m=P("MRN", pat.mrn))
    nt, nl, nv = pat.nat
    d.w("   {l}: {v}\n", l=nl, v=P(nt, nv))
    if c == "US":
        d.w("SSN: {s}\nInsurance: {ins}  Member ID {mid}  Group {g}\n", s=P("SSN", F.ssn(r, c)),
            ins=P("ORGANIZATION", r.choice(PL.INSURERS["US"])), mid=P("HEALTHPLAN", F.healthplan(r, c)),
            g=P("HEALTHPLAN", F.group_no(r)))
    elif c in ("CA", "IE") and F.chance(r, 0.4):
        d.w("{l}: {s}\n", l=F.ssn_label(c), s=P("SSN", F.ssn(r, c)))
    nok = F.relative(r, c, pat)
    d.w("Next of kin: {n} ({rel}) {ph}\n", n=F.pname(nok, "full"), rel=nok.rel, ph=P("PHONE", nok.tel))
    if F.chance(r, 0.5):
        d.w("Country of birth: {cb}   Interpreter: {i}\n", cb=P("COUNTRY", r.choice(PL.TRAVEL_COUNTRIES)),
            i=r.choice(["not required", "not required", "required"]))
    d.add("\nDIAGNOSIS AND TIMELINE\n")
    t0 = F.shift(today, -r.randrange(700, 4000))
    steps = [(t0, J("Diagnostic RHC at ", P("HOSPITAL", r.choice([hosp, F.hospital(r, c, "ref")])),
                    ": mPAP %d mmHg, PAWP %d mmHg, PVR %.1f WU" % (k.mpap + r.randrange(-6, 6), k.pawp, k.pvr + 1.2)))]
    t1 = F.shift(t0, r.randrange(20, 90))
    steps.append((t1, J("Started dual oral therapy (", r.choice(["sildenafil", "tadalafil"]), " + ",
                        r.choice(["ambrisentan", "macitentan", "bosentan"]), ")") if k.group == "1" else
                   J(r.choice(["Started sildenafil (off-label)", "Started riociguat", "Long-term oxygen therapy started"]))))
    t2 = F.shift(t1, r.randrange(200, 700))
    steps.append((t2, J(r.choice(["Escalated to IV epoprostenol via Hickman line", "Added selexipag",
                                  "Started SC treprostinil", "Admitted with RV failure; IV diuretics"]))))
    t3 = F.shift(today, -r.randrange(10, 60))
    steps.append((t3, J("Latest RHC: mPAP %d, CI %.1f, RAP %d, SvO2 %d%%" % (k.mpap, k.ci, k.ra, k.svo2))))
    for dd, txt in steps:
        d.add("  ", F.D(r, c, dd, r.choice([None, "monyr_s", "dmy" if not us else "num"])), " - ", txt, "\n")
    d.add("\nCurrent therapy:\n", _bullets(r, k.meds, "  - "))
    d.w("\nFunctional status: WHO FC {fc}; 6MWD {w} m with nadir SpO2 {s}%; {risk}.\n",
        fc=k.fc, w=str(k.walk), s=str(k.spo2_nadir), risk=K.risk_line(r, k))
    d.w("Height {h} cm, weight {wt} kg, BMI {b}. Blood group {bg}. {pra}\n", h=str(k.height), wt=str(k.weight),
        b="%.1f" % (k.weight / (k.height / 100) ** 2), bg=r.choice(["O pos", "A pos", "B neg", "AB pos", "O neg"]),
        pra=r.choice(["cPRA 0%.", "HLA antibody screen negative.", "HLA screen pending.", ""]))
    d.add("Bloods: ", K.labs_line(r, k), "\n")
    d.add("Comorbidities: ", "; ".join(k.comorb), ".\n")
    d.add("\nSOCIAL\n")
    soc = []
    soc.append(J("Lives with ", nok.rel if nok.rel in ("wife", "husband", "partner", "mother", "daughter", "son") else "partner",
                 " in a ", r.choice(["two-storey house", "ground-floor flat", "bungalow", "third-floor apartment without lift"]),
                 " in ", P("CITY", pat.addr["town"]), ". "))
    if pat.age < 66:
        soc.append(J("Previously worked as a ", P("PROFESSION", pat.job),
                     r.choice([" until ", "; stopped work in "]), F.D(r, c, F.shift(t2, 30), "monyr"), ". "))
    sm = r.randrange(3)
    if sm == 0:
        soc.append(J("Ex-smoker, %d pack-years, quit in " % r.randrange(5, 30), P("DATE", str(t0.year - r.randrange(2, 12))), ". "))
    else:
        soc.append(r.choice(["Never smoker. ", "Never smoked; no vaping. "]))
    soc.append(r.choice(["Alcohol: nil. ", "Alcohol: < 4 units/week. ", "No illicit drug use. "]))
    if F.chance(r, 0.6):
        carer = F.relative(r, c, pat)
        soc.append(J("Main support: ", carer.rel, " ", F.pname(carer, "full"), ", who works as a ",
                     P("PROFESSION", r.choice(PP.PROFESSIONS)),
                     " and can relocate for the post-transplant period. "))
    soc.append(J("Travel time to ", P("HOSPITAL", txh), " approximately ", str(r.choice([1, 2, 3, 4, 5])), " h by car."))
    d.add(*soc)
    d.add("\n\nREASON FOR REFERRAL\n")
    d.w("{Who} has {adj} disease despite maximal {tx} therapy, with {risk} risk at follow-up. "
        "We would be grateful for assessment for {op}. {He} is aware of the risks and is keen to proceed.\n\n",
        Who=F.pname(pat, "title"), adj=r.choice(["progressive", "refractory", "advanced"]),
        tx=r.choice(["triple", "combination", "parenteral prostanoid-based"]), risk=k.risk,
        op=r.choice(["bilateral lung transplantation", "heart-lung transplantation", "listing"]), He=he.capitalize())
    d.add("Enclosed: RHC reports, CTPA, echo, PFTs, V/Q, 6MWT, cardiac MRI, vaccination record.\n\n")
    d.add(C.signoff(r, c, cons, closing=F.chance(r, 0.6), title=C.doc_title(r, c), lic=F.chance(r, 0.5),
                    contact=True))
    if F.chance(r, 0.6):
        d.w("PH CNS: {n}  {ph}  {em}\n", n=F.pname(F.clinician(r, c, "nurse"), "full"), ph=P("PHONE", F.phone(r, c, False)),
            em=P("EMAIL", F.team_email(r)))
    if F.chance(r, 0.4):
        d.w("Secure referral portal: {u}\n", u=P("URL", F.url(r)))
    return d


# ----------------------------------------------------------------- genetics letter (own genre)
def genetics_letter(r, c):
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today, age=r.randrange(18, 62))
    gen = F.clinician(r, c, "doc")
    gc = F.clinician(r, c, "nurse")
    hosp = F.hospital(r, c)
    he, his, him = C.pron(pat)
    us = c in ("US", "CA")
    d.add(C.letterhead(r, c, hosp, r.choice(["Clinical Genetics Service", "Department of Clinical Genetics",
                                             "Inherited Cardiovascular Conditions Clinic", "Genomic Medicine Service"])))
    d.nl()
    d.w("Clinic date: {cd}\nSample/lab ref: {acc}   Family no: {fam}\n\n", cd=F.D(r, c, today),
        acc=P("IDNUM", F.idnum(r, "gen")), fam=P("IDNUM", "F" + F.dig(r, 5)))
    d.w("Dear {n},\n\n", n=J(pat.title + " ", P("PATIENT", pat.last)) if F.chance(r, 0.6) else F.pname(pat, "first"))
    d.w("Re: {n}, DOB {dob}, {l} {m}\n\n", n=F.pname(pat, "full"), dob=F.D(r, c, pat.dob),
        l=r.choice(["MRN", "Hosp No"]), m=P("MRN", pat.mrn))
    d.add(r.choice(["It was good to meet you", "Thank you for coming to see us", "It was a pleasure to see you"]))
    d.add(" in the genetics clinic")
    comp = None
    if F.chance(r, 0.6):
        comp = F.relative(r, c, pat)
        d.add(" with your ", comp.rel, " ", F.pname(comp, "first"))
    d.add(". I am writing to summarise what we discussed about testing for heritable pulmonary arterial hypertension.\n\n")
    gene = r.choice(["BMPR2", "BMPR2", "BMPR2", "TBX4", "ACVRL1", "EIF2AK4", "KCNK3", "SOX17", "GDF2"])
    res = r.choice(["pathogenic", "pathogenic", "likely pathogenic", "VUS", "no variant"])
    d.add("Background\n")
    d.w("You were diagnosed with PAH in {dd} at the age of {a}. ", dd=F.D(r, c, F.shift(today, -r.randrange(200, 3000)), "monyr"),
        a=P("AGE", str(max(16, pat.age - r.randrange(1, 8)))))
    fam = []
    for _ in range(r.randrange(2, 5)):
        f = F.relative(r, c, pat)
        fam.append(f)
    # pedigree narrative
    parent = F.person(r, c, sex=r.choice("MF"), role="family", origin=pat.origin)
    parent.last = pat.last
    prel = "mother" if parent.sex == "F" else "father"
    d.w("Your {rel}, {pn}, died at {a} from what was described as 'heart failure'", rel=prel,
        pn=F.pname(parent, "first"), a=P("AGE", str(r.randrange(34, 71))))
    if F.chance(r, 0.5):
        d.w(" in {ctry}", ctry=P("COUNTRY", r.choice(PL.TRAVEL_COUNTRIES)))
    d.add("; no post-mortem was performed. ")
    sib = F.person(r, c, role="family", origin=pat.origin)
    sib.last = pat.last
    sr = "sister" if sib.sex == "F" else "brother"
    d.w("Your {sr} {sn} ({sa}) is well and works as a {job}. ", sr=sr, sn=F.pname(sib, "first"),
        sa=P("AGE", str(max(14, pat.age + r.randrange(-10, 10)))),
        job=P("PROFESSION", r.choice(PP.PROFESSIONS)))
    if F.chance(r, 0.6):
        kid = F.person(r, c, role="family", origin=pat.origin)
        kid.last = pat.last
        d.w("You have {n} {ch}; your eldest, {kn}, is {ka}. ", n=r.choice(["two", "three", "one"]),
            ch="children" if F.chance(r, 0.8) else "child", kn=F.pname(kid, "first"), ka=P("AGE", str(r.randrange(2, 19))))
    d.add("\n\nResult\n")
    if res == "no variant":
        d.w("No pathogenic variant was identified in the PAH gene panel (R{p} panel, {n} genes). "
            "This does not completely exclude a heritable cause.\n", p=str(r.randrange(100, 300)), n=str(r.randrange(14, 28)))
    else:
        d.w("Your result shows {res} in the {g} gene (c.{cp}{ch}, p.{pp}) in the heterozygous state. "
            "Lifetime penetrance for {g} carriers is around {pen}% and is higher in women.\n",
            res="a variant of uncertain significance (VUS)" if res == "VUS" else "a %s variant" % res, g=gene,
            cp=str(r.randrange(100, 2800)), ch=r.choice(["C>T", "G>A", "del", "dupA"]),
            pp=r.choice(["Arg491Trp", "Cys118Tyr", "Gln92*", "Ser301fs"]), pen=str(r.choice([14, 20, 27, 30])))
    d.add("\nWhat this means for your family\n")
    d.add("Cascade testing is offered to first-degree relatives aged 18 and over. Relatives who carry the variant "
          "are offered annual screening with echocardiography and NT-proBNP (DELPHI-2 style protocol).\n")
    for f in fam[:2]:
        d.w("- Your {rel} {n}", rel=f.rel, n=F.pname(f, r.choice(["first", "full"])))
        if F.chance(r, 0.5):
            d.w(", who lives in {ct}", ct=P("CITY", r.choice(PL.TOWNS[c].split("|"))))
        d.add(r.choice([", has asked for a referral to their local genetics service.\n",
                        ", may wish to contact us directly.\n", " - letter enclosed for them.\n"]))
    if pat.sex == "F" and pat.age < 45:
        d.add("\nWe discussed reproductive options including prenatal testing and PGT-M; pregnancy is strongly "
              "advised against in PAH because of the maternal mortality risk.\n")
    d.add("\nPlease do contact us if you have any questions.\n\n")
    gt = r.choice(["Consultant Clinical Geneticist", "Clinical Geneticist", "Specialty Registrar in Clinical Genetics"])
    if "Registrar" in gt:
        gen.title = "Dr"
    d.add(C.signoff(r, c, gen, closing=True, title=gt))
    d.w("\n{gc}, Genetic Counsellor\nTel {ph}   {em}\n", gc=F.pname(gc, "full"), ph=P("PHONE", F.phone(r, c, False)),
        em=P("EMAIL", F.email_of(r, gc.first, gc.last)))
    d.nl()
    entries = [J("Dr" + ("." if us else "") + " ", F.pname(F.clinician(r, c), "initlast"), ", ", C.dept(r, c), ", ",
                 P("HOSPITAL", F.hospital(r, c))),
               J(C.gp_word(c), ": ", C.gp_entry(r, c, F.person(r, c, role="doc"), F.practice(r, c), addr=False))]
    d.add(C.cc_block(r, c, entries))
    return d
