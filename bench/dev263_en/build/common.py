"""Shared note fragments: demographics headers, letterheads, sign-offs,
audit footers, odd extras (vehicles, biometrics, devices)."""
import phi
import pools as P


def maybe(ctx, p):
    return ctx.rng.random() < p


def demo_block(ctx, n, style=None):
    r = ctx.rng
    style = style if style is not None else r.randrange(6)
    lab, idp = ctx.natid()
    if style == 0:
        n.f("Patient: {nm}    DOB: {dob} ({age}y)    {lab}: {id}\n", nm=ctx.pn("fl"), dob=ctx.dob_p(),
            age=(str(ctx.age), "AGE"), lab=lab, id=idp)
        n.f("Address: {a}\n", a=ctx.addr_line())
        n.f("Tel: {ph}\n", ph=ctx.phone_p())
    elif style == 1:
        n.f("NAME: {nm}   {lab}: {id}   DOB: {dob}   SEX: {sx}   AGE: {age}\n",
            nm=ctx.pn("LF"), lab=lab.upper(), id=idp, dob=ctx.dob_p(), sx=ctx.pt.sex,
            age=(str(ctx.age), "AGE"))
        if ctx.country != "US" and maybe(ctx, 0.6):
            n.f("Hosp no: {m}\n", m=ctx.mrn_p())
    elif style == 2:
        n.f("Re: {t} {nm}, DOB {dob}\n", t=ctx.ptitle(), nm=ctx.pn(r.choice(("fl", "fml", "il"))),
            dob=ctx.dob_p())
        n.f("{a}\n", a=ctx.addr_line())
        n.f("{lab} {id}\n", lab=lab, id=idp)
    elif style == 3:
        n.f("Pt name:\t{nm}\nD.O.B.:\t\t{dob}\nAge:\t\t{age}\nID:\t\t{id}\nAddr:\t\t{a}\n",
            nm=ctx.pn("Lf"), dob=ctx.dob_p(), age=(str(ctx.age), "AGE"), id=idp, a=ctx.addr_line())
    elif style == 4:
        n.f("{nm} | {age} {sx} | DOB {dob} | {lab} {id} | Ph {ph}\n", nm=ctx.pn("LFM"),
            age=(str(ctx.age), "AGE"), sx=ctx.pt.sex, dob=ctx.dob_p(), lab=lab, id=idp,
            ph=ctx.phone_p())
    else:
        n.f("Client: {nm} (pref. name {nk})\nDate of birth: {dob}\n{lab}: {id}\nResidential address: {a}\n",
            nm=ctx.pn("fml"), nk=ctx.pn("nick"), dob=ctx.dob_p(), lab=lab, id=idp, a=ctx.addr_line())
        n.f("Mobile: {ph}   Email: {em}\n", ph=ctx.phone_p(True), em=ctx.email_p())
    if ctx.us and maybe(ctx, 0.5):
        n.f("Insurance: {ins}  Member ID: {m}  Group: {g}\n", ins=ctx.hosp("insurer"),
            m=ctx.hp_p("member"), g=(phi.healthplan(r, "US", "group"), "HEALTHPLAN"))
    if ctx.country == "AU" and maybe(ctx, 0.3):
        n.f("DVA file no: {d}\n", d=ctx.hp_p("dva"))
    if ctx.country == "CA" and maybe(ctx, 0.25):
        n.f("Chart #: {m}\n", m=ctx.mrn_p())


def enc_line(ctx, n):
    r = ctx.rng
    k = r.randrange(4)
    if k == 0:
        n.f("Encounter #: {e}   Visit date: {d}\n", e=(phi.account(r, "enc"), "ACCOUNT"), d=ctx.vd())
    elif k == 1:
        n.f("Visit No. {e} | {d} {tm}\n", e=(phi.account(r, "visit"), "ACCOUNT"), d=ctx.vd(),
            tm="%02d:%02d" % (r.randint(8, 17), r.choice((0, 15, 30, 45))))
    elif k == 2:
        n.f("Date of appointment: {d}   Acct: {e}\n", d=ctx.vd(), e=(phi.account(r), "ACCOUNT"))
    else:
        n.f("Date: {d}\n", d=ctx.vd())


def letterhead(ctx, n, kind):
    r = ctx.rng
    n.f("{s}\n", s=ctx.hosp(kind))
    if maybe(ctx, 0.5):
        n.f("{h}\n", h=ctx.hosp("hospital"))
    n.f("{a}\n", a=ctx.site_addr(kind))
    k = r.randrange(3)
    if k == 0:
        n.f("Tel: {p}   Fax: {f}\n", p=ctx.site_phone(kind), f=ctx.site_fax(kind))
    elif k == 1:
        n.f("T {p} | F {f} | E {e}\n", p=ctx.site_phone(kind), f=ctx.site_fax(kind), e=ctx.site_email(kind))
    else:
        n.f("Phone {p}  Email {e}\nWeb {u}\n", p=ctx.site_phone(kind), e=ctx.site_email(kind),
            u=(phi.url(r, "info"), "URL"))


def sign_off(ctx, n, role, closing=True):
    r = ctx.rng
    if closing:
        n.t(r.choice(("Yours sincerely,\n\n\n", "Kind regards,\n\n", "Regards\n", "Many thanks,\n\n",
                      "Sincerely,\n\n", "Best wishes\n\n")))
    n.add(ctx.sig(role))
    n.t("\n")
    if maybe(ctx, 0.35):
        n.f("Direct line {p}\n", p=(phi.phone(r, ctx.country, False), "PHONE"))
    if maybe(ctx, 0.25):
        st = ctx.staff(role)
        n.f("{e}\n", e=(phi.email(r, st.first, st.last), "EMAIL"))


def staff_user(ctx, role):
    st = ctx.staff(role)
    return (ctx.once("user_" + role, lambda: phi.username(ctx.rng, st.first, st.last)), "USERNAME")


def audit_footer(ctx, n, role):
    r = ctx.rng
    tm = "%02d:%02d" % (r.randint(7, 19), r.randint(0, 59))
    k = r.randrange(5)
    if k == 0:
        n.f("\nElectronically signed by {u} on {d} at {tm}\n", u=staff_user(ctx, role), d=ctx.vd(), tm=tm)
    elif k == 1:
        n.f("\n-- signed: {nm} ({u}) {d} {tm} --\n", nm=ctx.sn(role, "fl"), u=staff_user(ctx, role),
            d=ctx.vd(), tm=tm)
    elif k == 2:
        n.f("\nPrinted {d} {tm} by {u} @ {ip}\n", d=ctx.vd(), tm=tm, u=staff_user(ctx, role),
            ip=(phi.ip(r), "IPADDR"))
    elif k == 3:
        n.f("\nDocument ID {doc} | created by {u} | ws {ip}\n", doc=(phi.idnum(r, "other"), "IDNUM"),
            u=staff_user(ctx, role), ip=(phi.ip(r), "IPADDR"))
    else:
        n.f("\nAuthorised: {nm}  {d}\n", nm=ctx.sn(role, r.choice(("il", "fl", "i_l"))), d=ctx.vd())


def cc_lines(ctx, n):
    r = ctx.rng
    n.t("\ncc: ")
    items = []
    if maybe(ctx, 0.8):
        items.append(ctx.dr("gp") + [", ", ctx.hosp("gp")])
    if maybe(ctx, 0.5):
        items.append(["Patient"])
    if maybe(ctx, 0.3):
        items.append([ctx.sn("dn", "fl"), ", " + ctx.staff("dn").role_title])
    if not items:
        items.append(["Patient"])
    for i, it in enumerate(items):
        if i:
            n.t("\n    ")
        n.add(it)
    n.t("\n")


def vehicle_line(ctx, n):
    r = ctx.rng
    pl = (phi.plate(r, ctx.country), "VEHICLE")
    k = r.randrange(5)
    if k == 0:
        n.f("Parking permit issued for vehicle reg {v} (blue badge holder).\n", v=pl)
    elif k == 1:
        n.f("Transport: {rel} drives - car plate {v} registered for concession parking.\n",
            rel=ctx.fam().rel, v=pl)
    elif k == 2:
        n.f("Car park barrier ANPR: plate {v} added for clinic dates.\n", v=pl)
    elif k == 3:
        n.f("Home visit access: park behind pt's car ({v}) on driveway.\n", v=pl)
    else:
        n.f("Mobility scooter/vehicle: adapted van, VIN {v}, for wheelchair transfers.\n",
            v=(phi.vin(r), "VEHICLE"))


def bioid_line(ctx, n):
    r = ctx.rng
    k = r.randrange(4)
    if k == 0:
        n.f("Identity confirmed by voice biometric (voiceprint ID {b}).\n", b=(phi.bioid(r, "vb"), "BIOID"))
    elif k == 1:
        n.f("Meds cabinet access: fingerprint template {b} enrolled for resident.\n",
            b=(phi.bioid(r, "fp"), "BIOID"))
    elif k == 2:
        n.f("Palm-vein ID {b} verified at kiosk check-in.\n", b=(phi.bioid(r, "pv"), "BIOID"))
    else:
        n.f("Biometric ID: {b}\n", b=(phi.bioid(r), "BIOID"))


def social(ctx, n):
    """Social history line: profession, family, employer, country of origin."""
    r = ctx.rng
    f = ctx.fam()
    k = r.randrange(5)
    if k == 0:
        n.f("SH: lives with {rel} {fn}. {Sub} works as {pr}", rel=f.rel, fn=ctx.fn(),
            Sub=ctx.pronoun("Sub"), pr=ctx.prof_art())
        if maybe(ctx, 0.5):
            n.f(" at {e}", e=ctx.employer_p())
        n.t(". ")
    elif k == 1:
        n.f("Social: {pr}, {liv}. {rel} ({fn}) helps with shopping.", pr=ctx.prof_p(),
            liv=r.choice(("lives alone", "lives with husband", "widowed, lives alone in bungalow",
                          "lives with partner and 2 children")), rel=f.rel.capitalize(), fn=ctx.fn(0, "fl"))
        n.t(" ")
    elif k == 2:
        n.f("Occupation: {pr}. Originally from {c}, moved here in {y}. NOK: {fn} ({rel}) {ph}.",
            pr=ctx.prof_p(), c=(r.choice(P.COUNTRIES_ABROAD), "COUNTRY"),
            y=(str(r.randint(1965, ctx.visit.year - 1)), "DATE"), fn=ctx.fn(0, "fl"), rel=f.rel,
            ph=(phi.phone(r, ctx.country, True), "PHONE"))
        n.t(" ")
    elif k == 3:
        n.f("Works {pt} as {pr} - long shifts, limited toilet access. Non-smoker, alcohol {u} units/wk.",
            pt=r.choice(("full time", "part time", "nights")), pr=ctx.prof_art(), u=r.randint(0, 14))
        n.t(" ")
    else:
        n.f("Retired {pr}. {Sub} cares for {pos} {rel} {fn}. Attends {grp} weekly.",
            pr=ctx.prof_p(True), Sub=ctx.pronoun("Sub"), pos=ctx.pronoun("pos"), rel=f.rel,
            fn=ctx.fn(), grp=(r.choice(P.CHURCHES_GROUPS), "ORGANIZATION"))
        n.t(" ")
    if maybe(ctx, 0.25):
        n.f("Interpreter: {lang} (not required today).", lang=r.choice(("Polish", "Vietnamese", "Punjabi",
                                                                       "Cantonese", "Arabic", "Portuguese",
                                                                       "Tongan", "Greek")))
    n.t("\n")


def copied_fragment(ctx, n, role):
    """A block pasted from an earlier document, with its own date and author."""
    r = ctx.rng
    when = ctx.days(-r.randint(40, 500))
    n.t(r.choice(("\n>>> copied from ", "\n[Pasted from ", "\n--- Previous entry: ", "\n** Copied text ** ")))
    n.t(r.choice(("clinic letter ", "assessment ", "discharge summary ", "MDT outcome ")))
    n.add(ctx.d(when, r.choice(("full", "full", "my"))))
    n.t(" by ")
    n.add(ctx.sn(role, r.choice(("fl", "il", "ii"))))
    n.t(r.choice((":\n", "]\n", " ---\n", " **\n")))
    n.t(r.choice((
        "   Impression:  OAB wet,  good response to mirabegron.   Barthel 18/20.  Plan r/v 6/12.\n",
        "  Lymphoedema stable in CCL2; LVE 8.2%;  Stemmer neg;  garments renewed.\n",
        "Discussed at MDT - for conservative Rx first (PFMT 3/12), then consider colposuspension (Burch) or MUS.\n",
        "  catheter changed without difficulty,  16Ch,  next due 12/52.  GCS 15.  Waterlow 14.\n",
        "MUST 0, Braden 17, Norton 14.  Continent with prompting.   \n",
    )).replace("Lymphoedema", ctx.w("Lymphoedema")))
    if r.random() < 0.5:
        n.f("   (seen with {rel} {fn}; lives at {a})\n", rel=ctx.fam().rel, fn=ctx.fn(), a=ctx.addr_line())
    n.t(r.choice(("<<< end copied text\n", "]\n", "---\n", "")))


def spacer(ctx, n):
    r = ctx.rng
    n.t(r.choice(("\n", "\n", "\n\n", "\n" + "-" * r.randint(20, 60) + "\n", "\n" + "=" * 40 + "\n",
                  "\n \n")))
