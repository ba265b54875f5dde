"""Genres: surgical referral letter, name/gender-marker letter, fertility preservation (author 243)."""
import clinical as K
import common as C
from phi import Doc, rand_digits, rand_letters


def ssn(c):
    return C.ssn(c)


def surg_ref(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    C.letterhead(d, c, r.choice(["gic", "hosp"]))
    d.w("\n{dt}\n\n", dt=c.D(c.visit, r.choice(["full", "full", "wd"])))
    if r.random() < 0.5:
        d.w("Our ref: {a}/{b}\n", a=c.Dr("gic", "INITIALS"), b=c.Dr("admin", "initials"))
    proc = r.choice(K.PROCS[c.hrt])
    d.w("{n}\n{u}\n", n=c.Dr("surgeon", r.choice(["title_full", "full_cred"])), u=c.S("surg"))
    d.w("{a}\n\n", a=C.faddr(c, "surg", r.choice(["line", "block"])))
    d.w("Dear {n},\n\n", n=c.Dr("surgeon", r.choice(["title_family", "title_family", "given"])))
    d.w("Re: {n}", n=c.P(r.choice(["title_full", "full", "caps_full"])))
    d.w(", DOB {dob}, {lab} {m}\n", dob=c.D(c.dob), lab="NHS No." if c.c == "UK" else "MRN", m=c.NHS() if c.c == "UK" else c.MRN())
    d.w("{a}\n\n", a=c.ADDR("line"))
    d.w("Referral for: {p}\n\n", p=proc)
    d.w("I would be grateful if you could see {n}, {a} {t}, with a view to {p}. ",
        n=c.P(r.choice(["title_family", "given"])), a=c.aA(form=r.choice(["{}-year-old", "{} year old"])), t=c.term, p=proc)
    d.w("{S} {hv} been under the care of our service since {dt} ", S=S.capitalize(), hv=hv,
        dt=c.D(c.ago(500, 2200), r.choice(["full", "partial"])))
    d.w("and {hv} taken {m} continuously since {d2}. ", hv=hv, m=K.regimen(r, c)[0], d2=c.D(c.ago(365, 1500), "partial"))
    d.w("{S} {be} now known only as {n} (previously {pv}); ", S=S.capitalize(), be=be, n=c.P("full"), pv=c.PREV("full"))
    d.w("legal name change completed {dt}.\n\n", dt=c.D(c.ago(60, 700), r.choice(["partial", "full"])))
    d.w("Relevant history: {h}. BMI {b}. {sm}. ",
        h=r.choice(["well-controlled asthma", "no significant PMH", "hypothyroidism on levothyroxine 75 mcg",
                    "ADHD, depression (stable)", "previous DVT aged {a}, on no anticoagulation"]),
        a=(str(r.randint(19, max(20, c.age))), "AGE"), b="%.1f" % r.uniform(21, 33),
        sm=r.choice(["Non-smoker", "Stopped smoking 14 months ago, CO monitoring negative", "Never smoked", "Vapes nicotine-free"]))
    d.w("Latest bloods on {dt}: {l}.\n\n", dt=c.D(c.ago(10, 80)),
        l=r.choice((["Hb 128 g/L, E2 402 pmol/L, T 0.9 nmol/L", "E2 188 pg/mL, K 4.2"] if c.hrt == "fem" else
                    ["Hct 0.46, T 21 nmol/L, LFTs normal", "Hgb 14.1, total T 512 ng/dL"]) + ["HbA1c 36, eGFR >90"]))
    d.w("Two supporting assessments have been completed: by {a} on {d1} and by {b} on {d2}; both letters enclosed.\n",
        a=c.Dr("gic", r.choice(["title_full", "full_cred"])), d1=c.D(c.ago(60, 300)),
        b=c.Dr("psych", r.choice(["title_full", "full_cred"])), d2=c.D(c.ago(20, 200)))
    if c.c == "US":
        d.w("Insurance: {i}, member {m}, group {g}. Prior authorization #{pa} approved {dt}.\n",
            i=c.ORG("insurer"), m=c.HP(), g=c.HP("group"), pa=c.IDN("pa", "PA"), dt=c.D(c.ago(5, 40)))
    elif c.c == "CA":
        d.w("Ministry funding approval ref {x} received {dt}; patient's health card {h}.\n",
            x=c.IDN("fund"), dt=c.D(c.ago(5, 90)), h=c.NHS())
    else:
        d.w("Funding: commissioned pathway; Trust reference {x}.\n", x=c.IDN("trust"))
    if r.random() < 0.3:
        d.w("{S} {hv} also asked about surgery in {co} and {hv} been advised of aftercare implications.\n",
            S=S.capitalize(), hv=hv, co=c.COUNTRY())
    d.w("Contact: {p} / {e}. ", p=c.PH("mobile"), e=c.EMAIL())
    if r.random() < 0.4:
        d.w("{S} would prefer appointments on a {wd} if possible. ", S=S.capitalize(),
            wd=(r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]), "DATE"))
    d.w("Please use {pr} and the name {n} in all correspondence.\n\n", n=c.P("given"),
        pr=c.pron if "pronouns" in c.pron else c.pron + " pronouns")
    C.sig(d, c, "gic", "letter")
    C.cc(d, c, r.choice([("gp",), ("gp", "patient"), ("endo", "gp")]))
    return d


def marker(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    C.letterhead(d, c, r.choice(["gic", "gp", "hosp"]))
    d.w("\n{dt}\n\n", dt=c.D(c.visit, r.choice(["full", "full", "wd"])))
    target = {"UK": ["HM Passport Office", "DVLA", "the Gender Recognition Panel", "To whom it may concern",
                     "HM Passport Office", "DVLA"],
              "US": ["Social Security Administration", "Department of Motor Vehicles", "U.S. Department of State, Passport Services",
                     "Clerk of the Court", "To whom it may concern", "Department of Motor Vehicles"],
              "CA": ["Service Canada", "Vital Statistics", "Ministry of Transportation", "To whom it may concern",
                     "Vital Statistics"]}[c.c]
    tgt = r.choice(target)
    d.w("{t}\n\n" if tgt != "To whom it may concern" else "", t=tgt)
    d.w("Re: Confirmation of {x}\n", x=r.choice(["change of name and gender marker", "gender marker change",
                                                   "name change for identity documents", "gender transition (for ID)"]))
    d.w("Current name: {n}\n", n=c.P(r.choice(["full", "full_mid_long", "full_mid_long", "caps_full"])))
    d.w("Previous name: {pv}\n", pv=c.PREV(r.choice(["full", "full_mid_long", "caps_full"])))
    d.w("Date of birth: {dob}\n", dob=c.D(c.dob, style=r.choice(["dmy_long", "dmy_slash", "dmy_long"] + (
        ["iso", "mdy_long"] if c.c == "CA" else [])) if c.c != "US" else None))
    d.w("Address: {a}\n", a=c.ADDR("line"))
    tgt_l = tgt.lower()
    if "passport" in tgt_l or r.random() < 0.25:
        d.w("Passport no.: {p}\n", p=(c.idv("passport", lambda r: rand_digits(r, 9) if c.c != "CA" else
                                              rand_letters(r, 2) + rand_digits(r, 6)), "IDNUM"))
    if tgt in ("DVLA", "Department of Motor Vehicles", "Ministry of Transportation") or r.random() < 0.2:
        dl = {"UK": lambda r: (c.prev.family.upper() + "99999")[:5] + rand_digits(r, 6) + rand_letters(r, 2) + rand_digits(r, 1)
              + rand_letters(r, 2), "US": lambda r: rand_letters(r, 1) + rand_digits(r, 7),
              "CA": lambda r: "%s%s-%s-%s" % (rand_letters(r, 1), rand_digits(r, 4), rand_digits(r, 5), rand_digits(r, 5))}[c.c]
        d.w("Driving licence no.: {l}\n" if c.c == "UK" else "Driver's license #: {l}\n", l=(c.idv("dl", dl), "LICENSE"))
        vreg = {"UK": lambda r: "%s%02d %s" % (rand_letters(r, 2), r.randint(10, 74), rand_letters(r, 3)),
                "US": lambda r: "%d%s%s" % (r.randint(1, 9), rand_letters(r, 3), rand_digits(r, 3)),
                "CA": lambda r: "%s %s" % (rand_letters(r, 4), rand_digits(r, 3))}[c.c]
        d.w("Vehicle {lab}: {v}\n", lab="registration" if c.c == "UK" else "plate", v=(c.idv("veh", vreg), "VEHICLE"))
        if r.random() < 0.4:
            d.w("VIN: {v}\n", v=(c.idv("vin", lambda r: rand_letters(r, 3, "JWS1234") + rand_letters(r, 5) + rand_digits(r, 9)),
                                 "VEHICLE"))
    if c.c == "US" and ("Social" in tgt or r.random() < 0.3):
        d.w("SSN: {s}\n", s=ssn(c))
    if c.c == "CA" and r.random() < 0.5:
        d.w("SIN: {s}\n", s=ssn(c))
    if tgt == "Clerk of the Court" or (c.c == "US" and r.random() < 0.3):
        d.w("Petition case no. {x}; fingerprint card ref {f}\n", x=c.IDN("case"),
            f=(c.idv("fp", lambda r: "FP-%s" % rand_digits(r, 7)), "BIOID"))
    if tgt == "the Gender Recognition Panel":
        d.w("GRP application ref: {x}\n", x=c.IDN("grp", "GRP"))
    d.w("\n{g}\n\n", g=r.choice(["Dear Sir or Madam,", "To whom it may concern,", "Dear Officer,", "Dear Registrar,"]))
    d.w("I am {n}, {cred} at {s}", n=c.Dr("gic", r.choice(["title_full", "full"])), cred=c.doc("gic").cred, s=c.S("gic"))
    lab, kind = C.lic_kind(c, "gic")
    d.w(" ({l} number {v}). ", l=lab, v=c.LIC("gic", kind))
    d.w("I confirm that {n}, born {dob}, has been under my care since {dt} for gender dysphoria ",
        n=c.P(r.choice(["title_full", "full"])), dob=c.D(c.dob), dt=c.D(c.ago(200, 2000), r.choice(["full", "partial"])))
    d.w("and has undergone appropriate clinical treatment for gender transition. ")
    d.w("{S} live{s} full time as {g} and the change is intended to be permanent. ", S=S.capitalize(), s=vs,
        g=r.choice(["a woman" if c.hrt == "fem" else "a man", Pz + " affirmed gender"]) if c.ident in ("tf", "tm")
        else "a non-binary person")
    d.w("Please amend records to show the name {n} and the sex marker '{m}'.\n",
        n=c.P("full_mid_long"), m=r.choice(["F" if c.hrt == "fem" else "M", "X"]) if c.ident[:2] == "nb"
        else ("F" if c.ident == "tf" else "M"))
    if r.random() < 0.5:
        d.w("The previous name {pv} should no longer be used. ", pv=c.PREV("given"))
    d.w("Please contact my office on {p} if further confirmation is required.\n\n", p=c.PH("clinic"))
    C.sig(d, c, "gic", "letter")
    if r.random() < 0.4:
        d.w("Enclosed: {x}\n", x=r.choice(["deed poll dated {dt}", "court order dated {dt}", "statutory declaration ({dt})"]),
            dt=c.D(c.ago(10, 600)))
    return d


def fert(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    amab = c.ident in ("tf", "nbm")
    if r.random() < 0.6:
        C.letterhead(d, c, "fert")
        d.w("\n")
    d.w("{t}\n", t=r.choice(["FERTILITY PRESERVATION CONSULTATION", "Reproductive Medicine - New Patient",
                              "Fertility counselling prior to gender-affirming treatment", "Fertility preservation clinic note"]))
    C.demo(d, c, r.choice(["kv", "epic", "bar"]))
    d.w("Date: {dt}   Consultant: {n}\n", dt=c.D(), n=c.Dr("fert", r.choice(["title_full", "full_cred"])))
    d.w("Referred by: {n}, {s} ({dt})\n", n=c.Dr("gic", r.choice(["title_full", "init_family"])), s=c.S("gic"),
        dt=c.D(c.ago(30, 200)))
    partner = r.random() < 0.5
    if partner and c.age >= 20:
        d.w("Attended with partner {n}, {a}.\n", n=c.F("partner", "full"), a=c.A(max(19, c.age + r.randint(-5, 7)), "{}"))
    elif c.age < 18:
        d.w("Attended with {rel} {n}; Gillick/mature minor capacity assessed.\n", rel=r.choice(["mother", "father"]),
            n=c.F(r.choice(["mother", "father"]), "full"))
    d.w("\nHistory\n{n}, {a}, {t}, ", n=c.P(r.choice(["given", "title_family"])), a=c.A(form=r.choice(["{}yo", "{} y/o", "{}"])),
        t=c.term)
    if amab:
        d.w("wishes to bank sperm before starting oestradiol. ")
        if r.random() < 0.5:
            d.w("Has been on {x} for {n} weeks; advised to pause for 3 months before collection. ",
                x=r.choice(["self-sourced oestradiol", "spironolactone", "a GnRH analogue"]), n=str(r.randint(4, 30)))
        d.w("No children. {S} find{s} masturbation distressing - discussed electroejaculation / TESE as alternatives.\n",
            S=S.capitalize(), s=vs)
        d.w("\nSemen analysis ({dt}, sample {sid}):\n", dt=c.D(c.ago(3, 30)), sid=c.IDN("sample"))
        d.w("  Volume {v} mL, concentration {k} million/mL, progressive motility {m}%, morphology {mo}% (WHO 2021)\n",
            v="%.1f" % r.uniform(0.8, 4.9), k=str(r.randint(3, 90)), m=str(r.randint(12, 58)), mo=str(r.randint(2, 9)))
        d.w("  Abstinence 3 days. Collected on site at {tm}.\n", tm=c.time())
        d.w("\nPlan: {k} collections; {st} straws stored per collection. ", k=str(r.randint(2, 3)), st=str(r.randint(3, 8)))
    else:
        d.w("considering oocyte cryopreservation before testosterone. ")
        d.w("Menarche aged {a}. Cycle {x}. LMP {dt}. G0.\n", a=(str(r.randint(10, 15)), "AGE"),
            x=r.choice(["regular 28-30 days", "irregular (35-60 days)", "regular, heavy"]),
            dt=c.D(c.ago(4, 30), "partial", r.choice(["dm_long", "md_uk"] if c.c == "UK" else ["md_us", "md_long", "dm_long"])))
        d.w("\nInvestigations ({dt}): AMH {amh} pmol/L, AFC {afc}, FSH {f} IU/L, TVUS declined - transabdominal scan performed.\n",
            dt=c.D(c.ago(3, 30)), amh="%.1f" % r.uniform(6, 48), afc=str(r.randint(6, 34)), f="%.1f" % r.uniform(3, 9))
        d.w("\nPlan: antagonist protocol with letrozole co-treatment to limit oestradiol rise; "
            "chaperone and gender-neutral language agreed; expected {n} oocytes. ", n="%d-%d" % (r.randint(5, 9), r.randint(10, 16)))
    d.w("Storage initially 10 years. ")
    if c.c == "UK":
        d.w("HFEA consent forms (WT, MT/WSG) completed; ")
    d.w("cryostorage ID {x}, dewar SN {dv}.\n", x=c.IDN("cryo"),
        dv=(c.idv("dewar", lambda r: "%s-%s" % (rand_letters(r, 2), rand_digits(r, 6))), "DEVICE"))
    d.w("Funding: {f}.\n", f=r.choice({"UK": ["NHS funded (criteria met)", "self-funded", "NHS funded"],
                                        "US": ["self-pay", "insurance pending", "covered (fertility rider)"],
                                        "CA": ["covered under provincial program", "self-funded"]}[c.c]))
    if c.c == "US":
        d.w("Billing account {a}; {ins} member {m}.\n", a=c.ACCT(), ins=c.ORG("insurer"), m=c.HP())
    d.w("Counselling session booked with {n} on {dt}.\n\n", n=c.Dr("psych", r.choice(["full", "title_full"])),
        dt=c.D(c.ahead(7, 40), r.choice(["full", "wd"])))
    C.sig(d, c, "fert", r.choice(["esig", "letter", "plain"]))
    return d
