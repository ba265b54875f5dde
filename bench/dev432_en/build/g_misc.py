"""Genres: incident report; online consultation review."""
import ids
import util
from doc import ph, lit
import common as C
import pools_clin as PC
import pools_drugs as PD
import pools_orgs as PO
import pools_places as PP
import world as W

INC_KINDS = ["wrong strength", "wrong patient", "cd discrepancy", "fridge", "it", "aggression",
             "delivery", "needlestick", "wrong drug"]


def _time(rng):
    return "%02d:%02d" % (rng.randrange(8, 21), rng.randrange(60))


def incident(ctx, d):
    rng, c = ctx.rng, ctx.c
    p = ctx.p
    kind = rng.choice(INC_KINDS)
    rep = ctx.staff("pharmacist", "pharmacy technician", "dispenser")
    sup = C.staff_member_like(rng, c, "pharmacist")
    d.t("PATIENT SAFETY INCIDENT REPORT%s\n" % (" (for LFPSE upload)" if c == "UK" else ""))
    d.f("Local ref: {r:IDNUM}\n", r=ids.incident_ref(rng, ctx.date.year))
    d.f("Reported: {d} {t} by {n} ({role}), user {u:USERNAME}\n", d=C.dt(ctx, ctx.date), t=_time(rng),
        n=C.nm(rng, rep, "DOCTOR", "full"), role=rep.role, u=rep.user)
    d.f("Site: {h:HOSPITAL}, {a}\n", h=ctx.ph.name, a=C.addr(ctx.ph.addr, "line"))
    occurred = util.add_days(ctx.date, -rng.randrange(0, 4))
    d.f("Date of incident: {d}  approx {t}\n", d=C.dt(ctx, occurred), t=_time(rng))
    d.t("Category: %s\n" % {"wrong strength": "Dispensing error - wrong strength (reached patient)",
                            "wrong patient": "Dispensing error - handed to wrong patient",
                            "cd discrepancy": "Controlled drug - register balance discrepancy",
                            "fridge": "Cold chain - fridge temperature excursion",
                            "it": "IT / system failure",
                            "aggression": "Violence and aggression towards staff",
                            "delivery": "Delivery - medicines delivered to wrong address",
                            "needlestick": "Staff injury - sharps/needlestick",
                            "wrong drug": "Near miss - wrong drug picked (LASA)"}[kind])
    d.t("\nPEOPLE INVOLVED\n")
    if kind not in ("fridge", "it", "needlestick"):
        d.f("Patient: {n}, DOB {b}, {i}\n", n=C.nm(rng, p, "PATIENT", rng.choice(["full", "LAST, First"])), b=C.dob(ctx, p),
            i=C.nat_id(p))
        d.f("Address: {a}; tel {t:PHONE}\n", a=C.addr(p.addr, "line"), t=p.mobile)
    staff2 = ctx.staff("dispenser", "pharmacy technician", "counter assistant")
    d.f("Staff: {a} (dispensed/handed out), {b} (RP on duty)\n", a=C.nm(rng, staff2, "DOCTOR", "full"),
        b=C.nm(rng, ctx.pharmacist(), "DOCTOR", "full"))
    d.t("\nDESCRIPTION\n")
    if kind in ("wrong strength", "wrong drug"):
        a, b = rng.choice(PD.LASA)
        d.t(ctx.ty("Prescription for %s; %s was selected from the shelf (stored adjacent). " % (a, b)))
        if kind == "wrong strength":
            d.f("Error identified when patient's {r} ", r=C.fam(p).rel)
            d.add(C.fam_name(rng, C.fam(p), "first"))
            d.t(" rang on %s noting tablets looked different. Patient had taken %d doses. No adverse effects reported.\n" % (
                "the same evening", rng.randrange(1, 5)))
        else:
            d.t("Identified at final accuracy check, corrected before handout. No harm.\n")
    elif kind == "wrong patient":
        p2 = W.patient(rng, c, ctx.date)
        p2.last = p.last if rng.random() < 0.5 else p2.last
        d.t("Bag for ")
        d.add(C.nm(rng, p2, "PATIENT", "full"))
        d.t(" handed to ")
        d.add(C.nm(rng, p, "PATIENT", "title_last"))
        d.t(ctx.ty(" - same surname/similar address, address not confirmed at handout. Patient returned unopened bag next day.\n"))
    elif kind == "cd discrepancy":
        drug = rng.choice(PD.CONTROLLED)
        d.t("Weekly balance check: register shows %d, physical count %d of %s. " % (rng.randrange(40, 120), rng.randrange(30, 110),
                                                                                  drug[0]))
        d.f("Last entry {e:IDNUM} made by {u:USERNAME}; owing to patient not recorded. ", e=ids.cd_entry(rng), u=rep.user)
        d.t("Discrepancy resolved/unresolved at time of report.\n")
    elif kind == "fridge":
        dev = rng.choice([x for x in PC.DEVICES if "logger" in x[0]])
        d.f("Fridge 2 data logger ({dd}, SN {sn:DEVICE}) showed max %.1fC for approx %d h overnight. " % (
            8 + rng.random() * 6, rng.randrange(2, 11)), dd=dev[0], sn=ids.serial(rng, dev[1]))
        d.t("Stock quarantined incl. %s and %s. Manufacturer medical information contacted (%s).\n" % (
            rng.choice(PC.VACCINES_FLU)[0], rng.choice(PC.VACCINES_OTHER)[0], rng.choice(["Sanofi", "Seqirus", "Pfizer", "GSK", "MSD"])))
    elif kind == "it":
        d.f("PMR terminal {ip:IPADDR} lost connection to Spine 10:10-13:40; EPS unavailable. Smartcard for user {u:USERNAME} locked. ",
            ip=ids.ip(rng), u=rep.user)
        d.f("Router at {ip2:IPADDR} rebooted by IT helpdesk (ticket {tk:IDNUM}).\n", ip2=ids.ip(rng), tk="TCK" + ids.digits(rng, 6))
    elif kind == "aggression":
        d.t("Customer became verbally abusive at counter when told prescription not ready; threw basket. ")
        d.f("Police attended, crime ref {r:IDNUM}. CCTV retained. Customer's vehicle {v:VEHICLE} seen leaving ", r=
            "CR/" + ids.digits(rng, 6) + "/" + str(ctx.date.year % 100), v=ids.vehicle(rng, c))
        d.f("{l:LOCATION_OTHER}.\n", l=rng.choice(PP.LANDMARKS))
    elif kind == "delivery":
        drv = ctx.staff("driver")
        wrong = W.street(rng, c)
        d.f("Driver {n} (van {v:VEHICLE}) left parcel at {w:STREET} instead of {s:STREET}. ", n=C.nm(rng, drv, "DOCTOR", "full"),
            v=ctx.ph.van, w=wrong, s=p.addr.street)
        d.t("Contained %s. Parcel recovered by driver within 2 hours.\n" % rng.choice([x[0] for x in PD.CONTROLLED[:6]] +
                                                                                      ["MDS trays x 4"]))
    else:
        d.t("Dispenser sustained needlestick from used insulin pen needle in patient returns bag (not in sharps bin). ")
        d.t("First aid given, occupational health contacted, bloods at A&E.\n")
    act = {
        "wrong strength": ("Patient contacted, correct strength supplied, GP informed; advice given re symptoms to watch for.",
                           "Shelf separators fitted between strengths; team briefing held."),
        "wrong drug": ("Correct item picked and checked; near miss log updated.",
                       "LASA alert labels added to shelf edges; drugs relocated apart."),
        "wrong patient": ("Apology given (duty of candour). Both patients contacted; no doses taken.",
                          "SOP for handout amended - confirm name AND address (and DOB for CDs)."),
        "cd discrepancy": ("CD Accountable Officer informed; balance investigated against invoices and Rx.",
                           "Running balance to be checked at every entry; weekly audit by RP."),
        "fridge": ("Affected stock quarantined pending manufacturer advice; patients vaccinated from stock traced.",
                   "Fridge logger alarm now linked to manager's phone; second logger purchased."),
        "it": ("Business continuity plan invoked; paper records kept and back-entered.",
               "Offline EPS printouts procedure reviewed with team."),
        "aggression": ("Staff member supported; incident logged with head office.",
                       "Conflict resolution refresher booked for counter team."),
        "delivery": ("Parcel retrieved; patient informed and apologised to.",
                     "Drivers to confirm house number AND name before handing over; app updated."),
        "needlestick": ("Wound bled and washed; occupational health advice followed.",
                        "Sharps returns SOP reinforced; patient returns handled with gloves and tongs."),
    }[kind]
    d.t("\nIMMEDIATE ACTION\n%s\n" % ctx.ty(act[0]))
    d.t("Harm level: %s\n" % (rng.choice(["No harm", "Low harm", "Moderate harm"]) if kind in ("wrong strength", "wrong patient")
                              else rng.choice(["No harm", "No harm (near miss)", "N/A - staff/organisational"])))
    d.t("Contributory factors: %s\n" % ", ".join(util.sample(rng, ["workload - single pharmacist, locum cover", "interruptions",
                                                                 "LASA products stored together", "new staff member",
                                                                 "IT downtime", "no second check", "poor lighting",
                                                                 "lunchtime rush", "staff sickness"], 2)))
    d.t("Learning: %s\n" % act[1])
    d.t("\nNotified: ")
    d.add(C.nm(rng, sup, "DOCTOR", rng.choice(["full", "f_last"])))
    d.t(" (Superintendent Pharmacist)")
    if kind == "cd discrepancy" or rng.random() < 0.3:
        cdao = C.staff_member_like(rng, c, "cdao")
        d.f("; CDAO {n}, {e:EMAIL}", n=C.nm(rng, cdao, "DOCTOR", "full"), e=ids.email_for(rng, cdao.first, cdao.last))
    if c == "UK":
        d.f("; LFPSE ref {r:IDNUM}", r="LFPSE-" + ids.digits(rng, 8))
    d.t("\n")
    if rng.random() < 0.4:
        d.f("Investigation lead contact: {t:PHONE}\n", t="%s ext %s" % (ctx.ph.phone, ids.extension(rng)))


PRODUCTS = [  # (product, indication, female?, age range)
    ("Sildenafil 50mg tablets x 8", "erectile dysfunction", False, (25, 72)),
    ("Finasteride 1mg tablets x 84", "male pattern hair loss", False, (19, 50)),
    ("Norethisterone 5mg tablets x 30", "period delay", True, (18, 45)),
    ("Mounjaro (tirzepatide) 2.5mg KwikPen", "weight management", None, (25, 70)),
    ("Wegovy (semaglutide) 0.25mg FlexTouch", "weight management", None, (25, 70)),
    ("Levonorgestrel 1.5mg tablet (Levonelle)", "emergency contraception", True, (18, 44)),
    ("Salbutamol 100mcg inhaler x 1", "asthma - repeat", None, (18, 72)),
    ("Malarone 250/100mg tablets x 24", "malaria prophylaxis", None, (18, 72)),
    ("Propranolol 10mg tablets x 28", "performance anxiety", None, (19, 55)),
    ("Aciclovir 400mg tablets x 15", "recurrent genital herpes", None, (18, 60)),
    ("Cerazette 75mcg x 3 months", "contraception", True, (18, 45)),
]


def online(ctx, d):
    rng, c = ctx.rng, ctx.c
    prod, ind, fem, ages = rng.choice(PRODUCTS)
    p = ctx.p = W.patient(rng, c, ctx.date, ages, female=fem, town=ctx.local_town())
    s = ctx.staff("independent prescriber", "pharmacist")
    site = ctx.ph.url
    d.t("ONLINE CONSULTATION - CLINICAL REVIEW\n")
    d.f("Service: {n:HOSPITAL} online ({u:URL})\n", n=ctx.ph.name, u=site)
    d.f("Order no: {o:IDNUM}   Customer account: {a:ACCOUNT}   Username: {u:USERNAME}\n", o=ids.order_no(rng),
        a=ids.account(rng), u=p.user)
    d.f("Submitted: {d} {t} from IP {ip:IPADDR} ({dv})\n", d=C.dt(ctx, ctx.date), t=_time(rng), ip=ids.ip(rng),
        dv=rng.choice(["iPhone, Safari", "Android, Chrome", "Windows 11, Edge", "iPad, Safari"]))
    d.f("ID verification: passed ({v}, ref {r:IDNUM})\n\n", v=rng.choice(["document + selfie", "credit reference check",
                                                                          "NHS login"]),
        r="IDV-" + ids.digits(rng, 7))
    d.f("Name: {n}\n", n=C.nm(rng, p, "PATIENT", rng.choice(["full", "fml"])))
    d.f("DOB: {b}   Age: {a:AGE}   Sex at birth: {x}\n", b=C.dob(ctx, p), a=p.age, x="F" if p.female else "M")
    d.f("Delivery address: {a}\n", a=C.addr(p.addr, "full" if rng.random() < 0.5 else "line"))
    d.f("Email: {e:EMAIL}   Mobile: {m:PHONE}\n", e=p.email, m=p.mobile)
    if c == "UK":
        d.f("NHS number (optional): {n:MRN}\n", n=p.nhs)
    d.f("{l}: {g:HOSPITAL}, {a}\n\n", l=C.gp_label(c), g=ctx.pr.name, a=C.town(ctx.pr.addr))
    d.t("Requested: %s (%s)\n" % (prod, ind))
    d.t("QUESTIONNAIRE\n")
    h = rng.randrange(150, 192)
    w = rng.randrange(52, 128)
    qs = [
        ("Height / weight", "%d cm / %d kg (BMI %.1f)" % (h, w, w / (h / 100.0) ** 2)),
        ("Current medicines", rng.choice(["none", C.meds(rng, 1)[0][0], "%s; %s" % (C.meds(rng, 1)[0][0], rng.choice(PD.OTC))])),
        ("Conditions", rng.choice(["none", rng.choice(PC.CONDITIONS)])),
        ("Allergies", C.allergy(rng)),
        ("Nitrates / riociguat", "no"),
        ("Pregnant or breastfeeding", "no" if p.female else "n/a"),
        ("Consent to inform GP", rng.choice(["yes", "yes", "no"])),
    ]
    for q, a in qs:
        d.t("  %s: %s\n" % (q, a))
    if "weight" in ind:
        d.t("  Photo verification: full-length photo reviewed, consistent with stated weight.\n")
    if rng.random() < 0.35:
        d.f("  Occupation: {o:PROFESSION}", o=p.profession)
        if "Propranolol" in prod or rng.random() < 0.4:
            d.t(" - requests for interview/presentations")
        d.t("\n")
    if rng.random() < 0.3:
        d.f("  Travel: {k:COUNTRY}, departing {dd}\n", k=rng.choice(PP.TRAVEL_COUNTRIES + PP.HOLIDAY_COUNTRIES),
            dd=C.dt(ctx, util.add_days(ctx.date, rng.randrange(5, 40))))
    d.t("\nPRESCRIBER REVIEW\n")
    dec = rng.choice(["approved", "approved", "declined", "more information requested"])
    d.t(ctx.ty({"approved": "Suitable - criteria met, no contraindications identified. %s" % C.hardneg(rng),
                "declined": "Not suitable: %s. Advised to see own GP." % rng.choice(
                    ["BMI below threshold", "interacting medicine (nitrate)", "red flag symptoms reported",
                     "request pattern suggests misuse (3rd order in 4 weeks)"]),
                "more information requested": "Message sent via patient portal asking for BP reading and GP summary."}[dec]) + "\n")
    d.f("Decision: {x} by {n} on {dd}\n", x=dec.upper(), n=C.staff_sig(rng, s, c), dd=C.dt(ctx, ctx.date))
    if dec == "approved":
        d.f("Dispatched: {dd}, tracked {t:IDNUM}\n", dd=C.dt(ctx, util.add_days(ctx.date, 1)),
            t=rng.choice(["RM", "DPD", "TRK"]) + ids.digits(rng, 9) + rng.choice(["GB", "", ""]))
    if qs[-1][1] == "yes":
        d.f("GP letter sent to {e:EMAIL}\n", e=ctx.pr.email)
    if rng.random() < 0.4:
        d.f("Patient portal: {u:URL}\n", u=ids.url(rng, ctx.ph.stem, "account/messages"))
