"""Genres: driving / workplace letters; adverse event reports."""
from core import P
import fmt
import context as X
import clinical as C
import clinblocks as CB
import gcommon as G

HR_TITLES = ["HR Business Partner", "Site Manager", "HR Manager", "Operations Manager", "Head of People"]


def driving_workplace_letter(b, ctx, rng):
    c = ctx.country
    kind = rng.choice(["police", "employer", "licensing", "employer", "police"])
    if ctx.paed:
        kind = "school"
    b.add(X.letterhead(ctx, rng))
    b.blank()
    b.line(X.dt(ctx, rng, ctx.visit))
    b.blank()
    emp_num = P("IDNUM", rng.choice(["E", "EMP", "", "S"]) + fmt.digits(rng, rng.choice([5, 6, 7])))
    if kind == "police":
        b.line(rng.choice(["TO WHOM IT MAY CONCERN", "To whom it may concern (for production to police on request)",
                           "Letter to be carried in vehicle - To Whom It May Concern"]))
    elif kind == "employer":
        hr = X.make_person(rng)
        b.fmt("{n}\n{t}\n{o}\n", n=P("FAMILY", fmt.nm(hr, rng.choice(["full", "il"]))), t=rng.choice(HR_TITLES),
              o=P("ORGANIZATION", ctx.employer))
        if rng.random() < 0.6:
            b.add(X.addr_block(X.make_place(rng, c, ctx.region), rng))
        b.blank()
        b.fline("Dear {t} {n},", t=fmt.title_for(hr, rng), n=P("FAMILY", hr.last))
    elif kind == "licensing":
        b.line({"UK": "DVLA - Drivers' Medical Group", "AU": "Medical Review Unit - Driver Licensing (state roads authority)",
                "CA": "Driver Medical Fitness - provincial Ministry of Transportation",
                "US": "Medical Review Section - Department of Motor Vehicles"}[c])
        b.blank()
        b.line("Dear Medical Adviser,")
    else:
        b.fmt("The Principal / Learning Support Coordinator\n{s}\n\n", s=P("ORGANIZATION", ctx.school))
        b.line("Dear Principal,")
    b.blank()
    b.fline("Re: {n}   DOB {d}", n=X.pt(ctx, rng, ["full", "FULLUP", "full_mid", "LF"]), d=X.dt(ctx, rng, ctx.dob))
    if kind in ("police", "licensing"):
        b.fline("Driver licence no: {l}", l=P("LICENSE", ctx.dl))
        if rng.random() < 0.8:
            b.fline("Vehicle registration: {v}", v=P("VEHICLE", ctx.plate))
        if rng.random() < 0.3:
            b.fline("VIN: {v} ({m})", v=P("VEHICLE", ctx.vin), m=rng.choice(["adapted vehicle", "hand controls fitted", "lease vehicle"]))
        b.line("Address: ", X.addr_inline(ctx.addr, rng))
    elif kind == "employer":
        b.fline("Employee no. {e}   Role: {j}", e=emp_num, j=P("PROFESSION", ctx.job))
        if rng.random() < 0.4:
            b.fline("{l}: {v}", l=ctx.ssn[0], v=P("SSN", ctx.ssn[1]))
    b.blank()
    p = ctx.prod
    if kind == "school":
        b.fline("{n} is under my care for {d} and takes {pr} ({c}) twice daily. Doses are given at home "
                "({t1} and {t2}); no doses are required during school hours.", n=P("PATIENT", ctx.pt.first), d=ctx.ind["name"],
                pr=p["name"], c=p["comp"], t1=rng.choice(["07:00", "7am", "0730"]), t2=rng.choice(["19:00", "7pm", "1930"]))
        b.line("The product contains no or negligible THC and should not cause intoxication.")
        b.fline("Please contact {r} {f} on {ph} with any concerns, or our nurse team on {cp}.", r=ctx.fam_rel,
                f=P("FAMILY", fmt.nm(ctx.fam, "full")), ph=P("PHONE", ctx.fam_phone), cp=P("PHONE", ctx.clinic.phone))
        b.line("Seizure action plan attached (buccal midazolam 5 mg for seizure > 5 min; call ambulance).")
    else:
        b.fmt("I confirm that {n} is a patient of this clinic and has been lawfully prescribed {pr} ({c}) since {d} "
              "for {i}. ", n=X.pt_ref(ctx, rng), pr=p["name"], c=p["comp"],
              d=X.dt(ctx, rng, fmt.add_days(ctx.visit, -rng.randint(30, 500))), i=ctx.ind["name"])
        b.line("The prescription is issued by a specialist registered medical practitioner.")
        b.blank()
        if kind == "police":
            b.line(G.driving_adv(ctx, rng))
            b.line("This letter does not authorise driving while impaired. A positive roadside saliva test for THC is "
                   "expected in a person taking this medicine as prescribed.")
        elif kind == "licensing":
            b.fmt("{n} has {d}. ", n=X.pt_ref(ctx, rng), d=ctx.detail)
            if ctx.ind["key"] == "epi_adult":
                b.fmt("Last seizure reported {d}. ", d=X.dt(ctx, rng, fmt.add_days(ctx.visit, -rng.randint(30, 500))))
            b.line("In my opinion there is no evidence of impairment on the current stable dose; I have advised not to drive "
                   "for 2/52 after any dose change.")
        else:
            b.fmt("{n} works as a {j} at {o}. ", n=X.pt_ref(ctx, rng), j=P("PROFESSION", ctx.job), o=P("ORGANIZATION", ctx.employer))
            b.line(rng.choice([
                "Because this is a safety-critical role, I recommend non-safety-critical duties (no forklift / plant / driving) for the first 4 weeks of titration.",
                "The evening-only dosing schedule should not cause impairment during day shifts; workplace drug testing may detect THC metabolites for several weeks.",
                "I support a phased return to work (4 h/day, 3 days/week for 2/52), reviewed by occupational health.",
                "I would be grateful if the company drug and alcohol policy could take account of lawful prescribed use.",
            ]))
            if rng.random() < 0.5:
                b.fmt("Company vehicle {v} should not be driven within 8 hours of a dose. ", v=P("VEHICLE", ctx.plate))
            b.line()
    b.blank()
    if rng.random() < 0.5:
        b.fline("Verification: clinic {p} (office hours) or {e}. Clinic reference {m}.", p=P("PHONE", ctx.clinic.phone),
                e=P("EMAIL", ctx.clinic.email), m=P("MRN", ctx.mrn))
    b.blank()
    G.signoff(b, ctx, rng, style=rng.choice([0, 0, 4, 2]))
    if rng.random() < 0.3:
        b.fline("\nValid until {d}. Patient copy.", d=X.dt(ctx, rng, fmt.add_days(ctx.visit, rng.choice([90, 180, 365]))))


SCHEMES = {"UK": "Yellow Card report (MHRA) - clinic copy", "AU": "TGA adverse event report - clinic copy",
           "CA": "Health Canada side effect report (health professional) - copy",
           "US": "FDA MedWatch Form 3500 (voluntary) - internal copy"}
REACTIONS = [
    ("dizziness and fall at home", "fracture of L wrist (Colles') - ORIF"),
    ("acute anxiety and palpitations after dose increase", "HR 128, settled with reassurance"),
    ("transient psychotic symptoms (paranoid ideation)", "product stopped; resolved over 72 hours"),
    ("cyclical vomiting (suspected cannabinoid hyperemesis)", "IV fluids, resolved with cessation"),
    ("excessive sedation (somnolence) with clobazam co-administration", "clobazam dose reduced"),
    ("raised ALT (x4 ULN) on routine monitoring", "dose reduced; ALT normalised"),
    ("syncope while standing, BP 86/50", "observed 6 hours, discharged"),
    ("oral mucosal irritation (spray site)", "switched to oral oil"),
    ("vaporiser overheated causing minor burn to R hand", "device withdrawn; first aid"),
    ("increase in seizure frequency after switching batch", "switched back; seizure count normalised"),
    ("minor road traffic collision; patient driving within 2 h of dose", "no injuries; police attended"),
]


def adverse_event_report(b, ctx, rng):
    c = ctx.country
    react, outcome = rng.choice(REACTIONS)
    onset = fmt.add_days(ctx.visit, -rng.randint(1, 20))
    b.line(SCHEMES[c])
    rid = fmt.idnum(rng, "ae")
    if c == "UK" and rng.random() < 0.5:
        rid = "GB-MHRA-ADR" + fmt.digits(rng, 8)
    b.fline("Report ID: {r}   Date reported: {d}", r=P("IDNUM", rid), d=X.dt(ctx, rng, ctx.visit))
    if rng.random() < 0.5:
        b.fline("Internal incident no.: {i} (Datix-style system)", i=P("IDNUM", fmt.idnum(rng, "case")))
    b.blank()
    b.line("REPORTER")
    who = rng.choice([ctx.doc, ctx.pharmacist, ctx.nurse])
    b.fline("Name: {n} ({r})", n=X.staff_name(who, rng, ["full", "il"]), r=who.role)
    b.fline("Organisation: {o}", o=X.org(ctx.clinic) if who is not ctx.pharmacist else X.org(ctx.pharmacy))
    b.fline("Tel: {p}   Email: {e}", p=P("PHONE", ctx.clinic.phone), e=P("EMAIL", who.email))
    b.blank()
    b.line("PATIENT")
    b.fline("Initials: {i}   Age: {a}   Sex: {s}   Weight: {w} kg", i=P("PATIENT", fmt.nm(ctx.pt, rng.choice(["init", "init2"]))),
            a=P("AGE", str(ctx.age)), s=X.sexchar(ctx), w="%.0f" % rng.uniform(14 if ctx.paed else 45, 60 if ctx.paed else 120))
    b.fline("Local ID: {m}", m=P("MRN", ctx.mrn))
    b.blank()
    b.line("SUSPECTED MEDICINE")
    p = ctx.prod
    batch = "%s%s%s" % (fmt.letters(rng, 1), fmt.digits(rng, 5), fmt.letters(rng, 1))
    b.line("Product: ", p["name"], " (", p["comp"], ")   Batch: ", batch)
    b.fline("Dose/route: {d}   Started: {s}   Stopped: {t}", d=C.current_dose(rng, p),
            s=X.dt(ctx, rng, fmt.add_days(ctx.visit, -rng.randint(30, 300))),
            t=rng.choice([X.dt(ctx, rng, onset), "ongoing", "dose reduced"]))
    b.fline("Manufacturer/supplier: {o}", o=P("ORGANIZATION", ctx.producer))
    b.line("Indication: ", ctx.ind["name"])
    if "vaporiser" in react:
        b.fline("Device: {v}, serial {s}", v=ctx.vape, s=P("DEVICE", ctx.vape_sn))
    b.blank()
    b.line("REACTION")
    b.fmt("On {d} at approx {t}, {n} experienced {r}. ", d=X.dt(ctx, rng, onset), t=G.time_str(rng), n=X.pt_ref(ctx, rng),
          r=react)
    if "road traffic" in react:
        b.fmt("Vehicle {v}; police incident ref {i}. ", v=P("VEHICLE", ctx.plate), i=P("IDNUM", fmt.idnum(rng, "ref")))
    if rng.random() < 0.6:
        room = rng.choice(["bed ", "cubicle ", "bay "])
        b.fmt("Attended {h} ED ({by}); admitted to {w}, {rm}{bn}. ", h=P("HOSPITAL", ctx.hospital),
              by=rng.choice(["ambulance", "self-presented", "brought by " + ctx.fam_rel]), w=P("HOSPITAL", ctx.ward),
              rm=room, bn=P("LOCATION_OTHER", str(rng.randint(1, 32)) + rng.choice(["", "", "A", "B"])))
    b.line("Outcome: ", outcome, ".")
    b.fline("Recovered: {r}", r=rng.choice([X.dt(ctx, rng, fmt.add_days(onset, rng.randint(1, 10))), "recovering", "yes - same day"]))
    b.line("Seriousness: ", rng.choice(["non-serious", "hospitalisation", "medically important", "required intervention"]))
    b.line("Dechallenge: ", rng.choice(["positive", "not done", "n/a"]), "   Rechallenge: ", rng.choice(["not done", "positive", "negative"]))
    b.line("Causality: Naranjo score ", str(rng.randint(2, 8)), " (", rng.choice(["possible", "probable", "probable", "doubtful"]),
           "); WHO-UMC '", rng.choice(["possible", "probable"]), "'")
    b.blank()
    b.line("CONCOMITANT MEDICINES")
    for m in ctx.conmeds:
        b.line("  - ", m)
    b.blank()
    b.line("NOTIFICATIONS")
    b.fline("  Prescriber {d} informed {t}.", d=X.dr(ctx.doc, rng), t=X.dts(ctx, rng, ctx.visit))
    b.fline("  Supplier pharmacovigilance notified: {e}", e=P("EMAIL", fmt.email_org(rng, ctx.producer, "pv")))
    if rng.random() < 0.5:
        b.fline("  GP {d} ({o}) sent copy by fax {f}.", d=X.dr(ctx.gp, rng), o=X.org(ctx.gp_prac), f=P("FAX", ctx.gp_prac.fax))
    if rng.random() < 0.4:
        b.fline("  {r} {f} (next of kin) informed by phone {p}.", r=ctx.fam_rel.capitalize(),
                f=P("FAMILY", fmt.nm(ctx.fam, "full")), p=P("PHONE", ctx.fam_phone))
    b.blank()
    b.fline("Submitted by {u} from {i} at {t}", u=P("USERNAME", fmt.username(rng, who.p)), i=P("IPADDR", fmt.ip_private(rng)),
            t=G.time_str(rng))
