"""Genres (author's own): travel letters for carrying controlled cannabis
medicines abroad; prescribing-panel / MDT meeting minutes."""
from core import P
import fmt
import context as X
import clinical as C
import gcommon as G
import pools_places as PL

DEST_CITIES = {"Portugal": ["Lisbon", "Faro", "Porto"], "Spain": ["Malaga", "Valencia", "Alicante"],
               "France": ["Nice", "Lyon"], "Greece": ["Chania", "Thessaloniki"], "Japan": ["Osaka", "Sapporo"],
               "New Zealand": ["Christchurch", "Nelson"], "Thailand": ["Chiang Mai", "Phuket"],
               "Italy": ["Bologna", "Bari"], "Netherlands": ["Utrecht", "Haarlem"], "Ireland": ["Galway", "Cork"],
               "Canada": ["Halifax", "Calgary"], "United States": ["Denver", "Tucson"], "Australia": ["Hobart", "Cairns"],
               "Croatia": ["Split"], "Fiji": ["Nadi"], "Mexico": ["Oaxaca"]}

CD_NOTE = {
    "UK": "In the UK this is a Schedule 2 Controlled Drug. The quantity carried is less than 3 months' supply, so a Home Office personal import/export licence is not required.",
    "AU": "In Australia this is a Schedule 8 medicine. The patient has completed the Traveller's Declaration and carries the original pharmacy-labelled containers.",
    "CA": "Cannabis for medical purposes may not be taken across the Canadian border without authorisation; this letter documents the medical authorization only.",
    "US": "Federal law does not permit interstate or international transport of cannabis products; this letter documents the state certification only.",
}


def travel_letter(b, ctx, rng):
    c = ctx.country
    home_opts = PL.HOME_COUNTRY[c]
    dests = [d for d in DEST_CITIES if d not in ("Canada" if c == "CA" else "", "United States" if c == "US" else "",
                                                "Australia" if c == "AU" else "")]
    dest = rng.choice(dests)
    dep = fmt.add_days(ctx.visit, rng.randint(10, 70))
    ret = fmt.add_days(dep, rng.randint(5, 40))
    b.add(X.letterhead(ctx, rng))
    b.blank()
    b.line(X.dt(ctx, rng, ctx.visit))
    b.blank()
    b.line(rng.choice(["TO WHOM IT MAY CONCERN", "To: Customs / Border Officials", "To whom it may concern - travel with prescribed medication"]))
    b.blank()
    b.fline("Patient: {n}", n=X.pt(ctx, rng, ["full_midname", "FULLUP", "full", "full_mid"]))
    b.fline("Date of birth: {d}", d=X.dt(ctx, rng, ctx.dob, rng.choice(["d_month_y", "month_d_y", "iso", "dmy"])))
    b.fline("Passport number: {p}", p=P("IDNUM", fmt.idnum(rng, "passport")))
    if rng.random() < 0.6:
        b.line("Home address: ", X.addr_inline(ctx.addr, rng))
    b.blank()
    r = rng.random()
    if r < 0.5:
        b.fmt("{n} is travelling from {h} to {dc} ({city}) from {d1} to {d2}", n=X.pt_ref(ctx, rng),
              h=P("COUNTRY", rng.choice(home_opts)), dc=P("COUNTRY", dest), city=P("CITY", rng.choice(DEST_CITIES[dest])),
              d1=X.dt(ctx, rng, dep), d2=X.dt(ctx, rng, ret))
    else:
        b.fmt("{n} will be travelling to {dc} between {d1}-{d2}", n=X.pt_ref(ctx, rng), dc=P("COUNTRY", dest),
              d1=P("DATE", fmt.date_short(rng, dep, c)), d2=X.dt(ctx, rng, ret))
    if rng.random() < 0.4:
        via = rng.choice([x for x in PL.COUNTRIES_TRAVEL if x != dest and x not in home_opts])
        b.fmt(", transiting through {v}", v=P("COUNTRY", via))
    if rng.random() < 0.4:
        b.fmt(", accompanied by {r} {f}", r=ctx.fam_rel, f=P("FAMILY", fmt.nm(ctx.fam, "full")))
    b.line(".")
    b.blank()
    p = ctx.prod
    b.fmt("{n} is prescribed the following for {i} ({k}), under my care since {d}:\n", n=X.pt_ref(ctx, rng, allow_first=False),
          i=ctx.ind["name"], k=ctx.ind["icd"], d=P("DATE", fmt.dstr(fmt.add_days(ctx.visit, -rng.randint(90, 900)), rng.choice(["month_y", "mon_y", "year"]))))
    b.line("  Medicine: ", p["name"])
    b.line("  Active ingredients: ", p["comp"])
    b.line("  Dose: ", C.current_dose(rng, p))
    qty = {"mL": "%d x %s bottles" % (rng.randint(1, 4), p["pack"]), "g": "%d g in original sealed containers" % rng.randint(5, 30),
           "caps": "%d capsules" % rng.randint(30, 180), "sprays": "%d vials" % rng.randint(1, 4),
           "pastilles": "%d pastilles" % rng.randint(20, 90)}[p["unit"]]
    b.line("  Quantity carried: ", qty, " (", rng.choice(["sufficient for the trip plus 7 days", "30-day supply", "approx. 5 weeks"]), ")")
    if p["kind"] == "flower":
        b.fline("  Administration device: {v}, serial no. {s}", v=C.VAPORISERS[0] if rng.random() < 0.4 else ctx.vape, s=P("DEVICE", ctx.vape_sn))
    b.blank()
    note = CD_NOTE[c]
    key = {"UK": "UK", "AU": "Australia", "CA": None, "US": None}[c]
    if key and key in note:
        a, z = note.split(key, 1)
        b.line(a, P("COUNTRY", key), z)
    else:
        b.line(note)
    b.fline("The patient has been advised to check the regulations of {d} with its embassy before travel, as some countries "
            "prohibit THC-containing products regardless of prescription.", d=P("COUNTRY", dest))
    b.blank()
    b.fline("Verification: {t} / {e} (prescriber direct line {x}).", t=P("PHONE", ctx.clinic.phone), e=P("EMAIL", ctx.doc.email),
            x=P("PHONE", fmt.phone(rng, c, None) + (fmt.ext(rng) if rng.random() < 0.4 else "")))
    b.blank()
    G.signoff(b, ctx, rng, style=rng.choice([0, 4, 2]))
    if rng.random() < 0.5:
        b.blank()
        b.fline("Attached: copy of prescription {rx} dispensed by {ph} on {d}.", rx=P("IDNUM", fmt.idnum(rng, "rx")),
                ph=X.org(ctx.pharmacy), d=X.dts(ctx, rng, fmt.add_days(ctx.visit, -rng.randint(1, 14))))


OUTCOMES = ["APPROVED - commence as proposed", "Approved with modification: CBD-dominant first, THC only if inadequate at 8/52",
            "DEFERRED - awaiting psychiatric opinion", "Not approved - licensed options not exhausted", "Approved - continue; renew SAS-B",
            "Approved for 3-month trial; stop if PGIC < 5", "Deferred - needs LFTs and ECG first"]
ROLES = ["Consultant in Pain Medicine", "Consultant Neurologist", "Specialist Pharmacist", "Clinical Nurse Specialist",
         "Consultant Psychiatrist", "Clinical Psychologist", "Governance Lead", "Paediatric Neurologist", "GP with SI"]


def mdt_minutes(b, ctx, rng):
    c = ctx.country
    b.line(X.org(ctx.clinic))
    b.line(rng.choice(["CANNABINOID MEDICINES MDT - MINUTES", "Prescribing Governance Panel - Minutes",
                       "Multidisciplinary Team Meeting (CBPM) - notes", "MDT minutes: medicinal cannabis pathway"]))
    b.fline("Date: {d}   Time: 13:00-14:30", d=X.dt(ctx, rng, ctx.visit, fmt.LONG_WD[c] if rng.random() < 0.4 else None))
    v = rng.random()
    if v < 0.5:
        b.fline("Venue: {bld}, {r}{n} + MS Teams", bld=P("LOCATION_OTHER", ctx.building or rng.choice(PL.BUILDINGS)),
                r=rng.choice(["Seminar Room ", "Room ", "Boardroom "]), n=P("LOCATION_OTHER", str(rng.randint(1, 5)) + "." + str(rng.randint(1, 30))))
    else:
        b.fline("Venue: virtual (meeting link {u})", u=P("URL", fmt.url_org(rng, ctx.clinic.name)))
    b.blank()
    staff = [ctx.doc, ctx.doc2, ctx.pharmacist, ctx.nurse] + [X.make_staff(rng, ctx, "doc") for _ in range(rng.randint(0, 2))]
    b.fline("Chair: {d}", d=X.dr(ctx.doc, rng, ["full"]))
    b.line("Present:")
    for i, s in enumerate(staff):
        role = ROLES[i % len(ROLES)] if i < 2 or s.creds not in ("", None) else s.role
        if s is ctx.pharmacist:
            role = "Specialist Pharmacist"
        elif s is ctx.nurse:
            role = "Clinical Nurse Specialist"
        b.line("  ", X.staff_name(s, rng, ["full", "full", "il"]), " (", role, ")")
    ap = X.make_staff(rng, ctx, "doc")
    b.fline("Apologies: {a}", a=X.dr(ap, rng, ["full", "il"]))
    b.fline("Minutes: {m}", m=X.staff_name(ctx.admin, rng, ["full", "first"]))
    b.blank()
    b.line("1. Matters arising")
    b.fline("   Action from {d}: {i} to circulate updated titration protocol (v3.2) - done.",
            d=X.dts(ctx, rng, fmt.add_days(ctx.visit, -rng.choice([14, 28]))),
            i=P("DOCTOR", fmt.nm(staff[rng.randrange(len(staff))].p, rng.choice(["init2", "init3", "il"]))))
    b.blank()
    b.line("2. New cases")
    ncase = rng.randint(3, 6)
    for k in range(ncase):
        if k == 0:
            pp, age, sex, mrn, ind, det = ctx.pt, ctx.age, X.sexchar(ctx), ctx.mrn, ctx.ind, ctx.detail
        else:
            pp = X.make_person(rng)
            ind = rng.choice(C.INDICATIONS)
            age = rng.randint(*ind["ages"])
            sex = pp.sex
            mrn = fmt.mrn(rng, c)
            det = rng.choice(ind["detail"])
        nm = P("PATIENT", fmt.nm(pp, rng.choice(["init", "LF", "lf_init", "full", "init3"])))
        b.fmt("2.{k} {n} ({a}{s}), ID {m}", k=str(k + 1), n=nm, a=P("AGE", str(age)), s=sex, m=P("MRN", mrn))
        if rng.random() < 0.5:
            gp = X.make_person(rng)
            b.fmt(" - referred by Dr {g}", g=P("DOCTOR", fmt.nm(gp, rng.choice(["last", "il"]))))
        b.line()
        b.line("    ", det if det[1:2].isupper() else det[0].upper() + det[1:], ". Tried: ", ", ".join(rng.sample(ind["tried"], 3)), ".")
        r = rng.random()
        if r < 0.3:
            b.fline("    Discussion: {p} raised CYP interaction with clobazam; psychiatric hx screened - nil.",
                    p=P("DOCTOR", fmt.nm(ctx.pharmacist.p, rng.choice(["first", "init2", "full"]))))
        elif r < 0.55:
            b.fline("    Discussion: patient works as {j}; safety-critical role - agreed CBD-only initially.",
                    j=P("PROFESSION", rng.choice(["forklift operator", "HGV driver", "crane operator", "train driver",
                                                  "bus driver", "electrician", "scaffolder", "paramedic", "miner"])))
        elif r < 0.75:
            rel, sx = rng.choice([("mother", "F"), ("father", "M"), ("wife", "F"), ("husband", "M"), ("partner", None)])
            b.fline("    Discussion: {r} ({f}) keen; concerns re adherence and storage at home.", r=rel,
                    f=P("FAMILY", fmt.nm(X.make_person(rng, sx, pp.last if rel != "partner" else None), rng.choice(["first", "full"]))))
        else:
            b.line("    Discussion: ", rng.choice(["seizure diary incomplete", "UDS positive for non-prescribed benzodiazepine",
                                                  "QTc 452 ms - repeat ECG", "prior drug-induced psychosis (2 episodes)"]), ".")
        b.line("    Outcome: ", rng.choice(OUTCOMES))
        b.fline("    Action: {o} - {t} by {d}", o=P("DOCTOR", fmt.nm(staff[rng.randrange(len(staff))].p, rng.choice(["init2", "il", "first"]))),
                t=rng.choice(["letter to GP", "SAS-B / panel paperwork", "book titration call", "request records"]),
                d=X.dts(ctx, rng, fmt.add_days(ctx.visit, rng.randint(3, 21))))
    b.blank()
    b.line("3. Reviews / renewals")
    b.line("   ", str(rng.randint(6, 30)), " renewals reviewed; ", str(rng.randint(0, 4)), " discontinued for lack of benefit (PGIC <= 3).")
    b.blank()
    b.line("4. AOB")
    aob = [
        ["Supplier ", P("ORGANIZATION", rng.choice(PL.PRODUCER)), " notified a batch recall (batch ", fmt.letters(rng, 3), "-",
         fmt.digits(rng, 4), ", potency out of specification); ", str(rng.randint(1, 9)), " patients affected - pharmacy contacting."],
        ["Audit of driving advice documentation: 92% compliance (target 95%)."],
        ["Registry outcomes submission due ", X.dt(ctx, rng, fmt.add_days(ctx.visit, rng.randint(10, 40))), "."],
        ["New pharmacy partner ", X.org(ctx.pharmacy), " (", P("PHONE", ctx.pharmacy.phone), ") live from ",
         X.dts(ctx, rng, fmt.add_days(ctx.visit, rng.randint(5, 30))), "."],
        ["Complaint received re delays via ", P("ORGANIZATION", rng.choice(PL.CHARITY)), " - Datix ",
         P("IDNUM", fmt.idnum(rng, "case")), "; ", X.staff_name(ctx.admin, rng, ["first"]), " to respond."],
    ]
    for it in rng.sample(aob, rng.randint(1, 3)):
        b.line("   - ", it)
    b.blank()
    nm_d = fmt.add_days(ctx.visit, rng.choice([14, 28]))
    b.fline("Next meeting: {d}", d=X.dt(ctx, rng, nm_d, fmt.LONG_WD[c] if rng.random() < 0.5 else None))
