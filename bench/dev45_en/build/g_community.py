"""Genre: community_nursing (district nurse / public health nurse records)."""
import datetime as dt

import pools
from core import P, join, article, place
from common import setup, days, ids_line, prof_phrase
import clinical

WOUND_SITES = ["L lateral malleolus", "R gaiter area", "sacrum", "R heel", "L heel", "L shin", "R anterior shin", "coccyx", "L buttock"]
DRESSINGS = ["Inadine + Kerramax + 2-layer compression", "Aquacel Ag+ Extra, secured with Mepilex Border", "Allevyn Life sacrum",
             "Silicone foam + retention bandage", "Urgotul + absorbent pad + K-Two", "Honey dressing + foam", "Prontosan cleanse, Activon Tulle, Eclypse pad"]


def _t(c, lo=8, hi=18):
    return "%02d:%02d" % (c.rint(lo, hi), c.rint(0, 59))


def _nurse_title(c, uk):
    return c.ch(["DN", "Community Staff Nurse", "District Nursing Sister", "RGN", "CSN", "Assistant Practitioner"] if uk else
                ["PHN", "CRGN", "Community RGN", "Assistant Director of PHN", "CNM2 (Community)", "PHN"])


def header(c, uk, title):
    r = c.r
    add = c.add
    pt = c.pt
    team = c.team("dn") if uk else P("%s Public Health Nursing" % c.town(), "HOSPITAL")
    add(title, "\n", team, "\n")
    style = r.randrange(2)
    if style == 0:
        add("Name: ", pt.full(), "    DOB: ", c.dt(c.dob), " (", c.A(c.age), ")\n")
        if c.hid:
            add(c.hid_label, ": ", P(c.hid, "MRN"), "\n")
        elif r.random() < 0.6:
            add("PPSN: ", P(c.ppsn(), "SSN"), "    Medical card: ", P(c.gms(), "HEALTHPLAN"), "\n")
        add("Address: ", c.addr.inline(), "\n")
        add("Tel: ", c.PH(c.pt_tel or c.pt_mob), "\n")
    else:
        add("| Patient | ", pt.caps(), " |\n| DOB | ", c.dt(c.dob), " |\n")
        if c.hid:
            add("| ", c.hid_label, " | ", P(c.hid, "MRN"), " |\n")
        add("| Address | ", c.addr.inline(), " |\n")
        add("| Phone | ", c.PH(c.pt_tel or c.pt_mob), " |\n")
    add("GP: ", c.gp.title, " ", c.gp.full(), ", ", c.practice.n(), " (", c.PH(c.practice.tel), ")\n")
    add("NOK: ", c.nok.full(), " (", c.nok.rel, ") ", c.PH(c.nok.tel), "\n")
    if r.random() < 0.5:
        add("Access: ", r.choice(["key safe - code held on EMIS, do not record", "family let in", "door unlocked 9-5, knock loudly (HOH)",
                                  "key safe (code on file)", "carers present at visit times"]), "\n")
    add("Allergies: ", r.choice(clinical.ALLERGIES), "\n\n")


def visits_dn(c, uk):
    r = c.r
    add = c.add
    nurses = [c.staff("nurse") for _ in range(r.randint(2, 3))]
    site = r.choice(WOUND_SITES)
    dressing = r.choice(DRESSINGS)
    n = r.randint(3, 5)
    d0 = days(c.date, -3 * (n - 1) - r.randint(0, 3))
    size = [r.uniform(2.5, 6.0), r.uniform(1.5, 4.0)]
    add("Reason for referral: ", r.choice(["venous leg ulcer", "pressure ulcer category 3", "post-op wound care", "skin tear + leg ulcer"]),
        " ", site, ". Referred by ", c.gp.title, " ", c.gp.sur(), " on ", c.dt(days(d0, -r.randint(1, 6))), ".\n\n")
    for k in range(n):
        d = days(d0, 3 * k)
        nur = nurses[k % len(nurses)]
        style = r.randrange(3)
        ds = c.dt(d, r.choice([c.ds, "wd_dm", c.ds]))
        if style == 0:
            add(ds, " ", _t(c), "  Visit - ", nur.full(), ", ", _nurse_title(c, uk), "\n")
        elif style == 1:
            add("--- ", ds, " ---  (", nur.ini_sur(), ")\n")
        else:
            add(ds, " ", nur.initials(dots=False), " ", _nurse_title(c, uk), ":\n")
        size = [max(0.4, size[0] - r.uniform(0, 0.6)), max(0.3, size[1] - r.uniform(0, 0.4))]
        txt = c.f(r.choice([
            "Wound {site}: {a} x {b} cm, {bed}, {exu} exudate. Peri-wound {peri}. Cleansed with saline, {dress} applied. Pain {p}/10.",
            "Dressing renewed - {dress}. Wound {site} {a} x {b} cm, {bed}. No signs of infection. {He} reports sleeping better.",
            "{site} wound reviewed: measuring {a} x {b} cm; {bed}; {exu} exudate; peri-wound {peri}. Re-dressed ({dress}). Pt tolerated well.",
        ]), site=site, a="%.1f" % size[0], b="%.1f" % size[1], bed=r.choice(["80% granulation, 20% slough", "granulating", "sloughy base", "epithelialising edges"]),
            exu=r.choice(["low", "moderate", "heavy"]), peri=r.choice(["macerated", "intact", "dry and flaky", "erythema 1 cm"]), dress=dressing, p=str(r.randint(0, 7)))
        # fix the odd '{a}' placeholder (kept simple)
        add(txt, "\n")
        extra = r.random()
        if extra < 0.15:
            add(c.f("{His} {rel} {nok_giv} present, asked about holiday cover - advised to ring the team on {tel}.", tel=c.PH(c.land())), "\n")
        elif extra < 0.25:
            add(c.f("Carer from {ag} ({car}) present at visit.", ag=c.agency(), car=c.person("FAMILY").full()), "\n")
        elif extra < 0.32:
            add(c.f("Photo taken and uploaded (image ref {ref}).", ref=P("IMG-%s-%s" % (d.year, c.digits(6)), "IDNUM")), "\n")
        elif extra < 0.4:
            add(c.f("Discussed with TVN {tvn} - recommends {rec}.", tvn=c.staff("nurse").full(), rec=r.choice(["Doppler ABPI", "switching to compression hosiery kit", "Aquacel Ag for 2 weeks"])), "\n")
        elif extra < 0.47 and k == n - 1:
            add(c.f("Doppler ABPI R {x} L {y}.", x="%.2f" % r.uniform(0.8, 1.2), y="%.2f" % r.uniform(0.8, 1.2)), "\n")
        if r.random() < 0.7:
            add("Next visit: ", c.dt(days(d, 3), r.choice([c.ds, "wd", "wd_dm"])), "\n")
        add("\n")


def syringe_driver(c, uk):
    r = c.r
    add = c.add
    sn = P(c.device_sn("syringe"), "DEVICE")
    hospice = c.team("pc")
    cns = c.staff("nurse")
    nurses = [c.staff("nurse") for _ in range(2)]
    dx = r.choice(["metastatic lung cancer", "end-stage heart failure", "metastatic pancreatic cancer", "MND", "metastatic bowel cancer"])
    add("Diagnosis: ", dx, ". Preferred place of care: home. ", r.choice(["ReSPECT form in house.", "DNACPR in place (original in house)."] if uk else ["DNAR form in blue folder in kitchen.", "DNAR in place (original in house)."]), "\n")
    add("Specialist palliative care: ", cns.full(), ", ", hospice, ", ", c.PH(c.land()), " (24h advice line ", c.PH(c.land()), ")\n\n")
    d0 = days(c.date, -r.randint(2, 4))
    for k in range(r.randint(2, 4)):
        d = days(d0, k)
        nur = nurses[k % 2]
        add(c.dt(d), " ", _t(c, 8, 11), " ", nur.full(), " (", _nurse_title(c, uk), ")\n")
        if k == 0:
            add(c.f("CSCI commenced via McKinley T34 syringe pump, serial no. {sn}, site L upper arm (Saf-T-Intima). "
                    "Contents over 24h: morphine sulfate {m} mg, midazolam {mz} mg, levomepromazine {l} mg in WFI to 17 mL. Rate 0.71 mL/h. Batch nos. recorded on chart.",
                    sn=sn, m=str(r.choice([10, 15, 20, 30])), mz=str(r.choice([5, 10, 15])), l=str(r.choice([6.25, 12.5]))), "\n")
        else:
            add(c.f(r.choice([
                "Pump {sn} checked: running to time, volume {v} mL remaining, site clean. {He} appeared comfortable, settled, mouth care given.",
                "Syringe renewed. Line and site checked. Pump serial {sn}. 2 PRN doses of midazolam given overnight by OOH nurse for agitation.",
                "Pump {sn} alarmed overnight (occlusion) - OOH nurse attended. Resited to R chest wall. Family reassured.",
            ]), sn=sn, v="%.1f" % r.uniform(0.5, 6)), "\n")
        if r.random() < 0.5:
            fam = c.nok
            f2 = c.family(r.choice(["son", "daughter", "brother", "sister"]))
            add(c.f("{f} ({rel}) staying overnight; {his} {rel2} {f2} arriving from {place} tomorrow.",
                    f=fam.giv(), rel=fam.rel, rel2=f2.rel, f2=f2.giv(), place=r.choice([P(c.town(), "CITY"), place(r.choice(pools.COUNTRIES[:20]), "COUNTRY")])), "\n")
        add("\n")
    if r.random() < 0.4:
        dd = days(d0, r.randint(3, 5))
        nur = nurses[0]
        add(c.dt(dd), " ", _t(c, 0, 23), " Verification of expected death - ", nur.full(), " ", _nurse_title(c, uk), ".\n")
        add(c.f("Family present ({f}). Pump {sn} switched off and returned to equipment store ({loc}). GP surgery informed. Funeral director: {fd}.",
                f=c.nok.full(), sn=sn, loc=c.building(), fd=P("%s & Sons Funeral Directors" % r.choice(pools.SURNAMES), "ORGANIZATION")), "\n")


def assessment(c, uk):
    r = c.r
    add = c.add
    pt = c.pt
    nur = c.staff("nurse")
    add("Holistic assessment completed at home by ", nur.full(), " ", _nurse_title(c, uk), " on ", c.dt(c.date), ".\n\n")
    add(c.f("Background: {age}-year-old {man}, {pmh}. ", pmh=", ".join(clinical.pmh_list(c, r.randint(2, 4)))))
    add(c.v["He"], " ", prof_phrase(c, retired=True), ". ")
    add(c.f(r.choice(["Widowed in {y}; lives alone in a {home}.", "Lives with {his} {rel} {nok_giv} in a {home}.", "Lives alone in a {home}; {rel} visits daily."]),
            y=c.dt(days(c.date, -r.randint(400, 5000)), "y"), home=r.choice(["bungalow", "two-storey terraced house", "first-floor flat with lift", "ground-floor council flat"])), "\n\n")
    add("Care package: ", c.agency(), ", ", str(r.randint(1, 4)), " calls/day (carers ", c.person("FAMILY").giv(), " and ", c.person("FAMILY").giv(), ").\n")
    add("Equipment: ")
    eq = []
    if r.random() < 0.7:
        eq.append(["alternating air mattress (asset ", P("%s-%s" % (c.letters(2), c.digits(6)), "DEVICE"), ")"])
    if r.random() < 0.6:
        eq.append(["telecare pendant alarm (unit ID ", P(c.digits(8), "DEVICE"), ")"])
    if r.random() < 0.5:
        eq.append(["hospital bed, commode, perching stool"])
    if r.random() < 0.3:
        eq.append(["home oxygen concentrator (serial ", P(c.device_sn("o2"), "DEVICE"), ")"])
    if not eq:
        eq.append(["Zimmer frame and raised toilet seat"])
    add(join(eq, "; "), ".\n")
    add(c.f("Waterlow {w}. MUST {m}. Braden {b}. Continence: {con}. Skin: {skin}.",
            w=str(r.randint(10, 25)), m=str(r.randint(0, 3)), b=str(r.randint(11, 20)),
            con=r.choice(["continent", "urinary incontinence - pads (Tena)", "long-term catheter (Ch 14), changed 12-weekly", "doubly incontinent"]),
            skin=r.choice(["intact", "category 2 pressure ulcer sacrum", "blanching erythema both heels", "moisture lesion"])), "\n")
    if r.random() < 0.5:
        add("Diabetes: insulin ", r.choice(["glargine 16 units", "Humulin I 20 units", "Tresiba 14 units"]), " given ", r.choice(["OD at 09:00 visit", "mane"]),
            ". CBG today ", "%.1f" % r.uniform(5, 16), ".\n")
    if r.random() < 0.5:
        add(c.f("Blue Badge no. {bb}. {His} {rel}'s car ({plate}) is usually on the drive - park on the street.",
                bb=P("%s %s %s" % (c.digits(4), c.digits(4), c.digits(4)) if uk else "%s%s" % (c.letters(2), c.digits(6)), "IDNUM"), plate=P(c.plate(), "VEHICLE")), "\n")
    if r.random() < 0.4:
        add(c.f("Safeguarding: concerns re financial exploitation by {nm} (neighbour). Referral made, ref {ref}.",
                nm=c.person("FAMILY").full(), ref=P("SG%s/%s" % (c.date.year % 100, c.digits(5)), "IDNUM")), "\n")
    add("\nPlan:\n")
    plan = [c.f("DN visits {f} for {task}.", f=r.choice(["twice weekly", "daily", "weekly", "3x weekly"]), task=r.choice(["wound care", "insulin administration", "catheter care", "pressure area monitoring", "B12 injections (3-monthly)"])),
            c.f("Refer to {ot} OT for equipment review.", ot=P("%s Community Therapy" % c.town(), "HOSPITAL")),
            c.f("Contact {gp_ts} re {issue}.", issue=r.choice(["pain review", "repeat prescription of dressings", "low mood", "possible UTI"])),
            c.f("Liaise with {ph} re blister packs ({tel}).", ph=c.pharmacy().n(), tel=c.PH(c.land())),
            c.f("Review {d}.", d=c.dt(days(c.date, r.randint(7, 28))))]
    for i, p in enumerate(r.sample(plan, r.randint(3, 5))):
        add("- ", p, "\n")
    lab, num = c.reg_no("nurse")
    add("\nSigned: ", nur.full(), " ", _nurse_title(c, uk), "   ", lab, " ", P(num, "LICENSE"), "\n")
    if r.random() < 0.6:
        add("Mobile: ", c.PH(c.mob()), "   Email: ", P(c.staff_email(nur, "nhs.net" if uk else "hse.ie"), "EMAIL"), "\n")


def catheter_insulin(c, uk):
    r = c.r
    add = c.add
    task = r.choice(["cath", "insulin", "b12"])
    nurses = [c.staff("nurse") for _ in range(2)]
    if task == "cath":
        add(c.f("Long-term urethral catheter since {mon} (urinary retention, under urology at {h}). Last change {d}. Catheter passport in house.",
                mon=c.dt(days(c.date, -r.randint(200, 1500)), "MMy"), h=c.hosp.n(), d=c.dt(days(c.date, -r.randint(60, 84)))), "\n\n")
        for k in range(r.randint(2, 3)):
            d = days(c.date, -14 * (2 - k))
            nur = nurses[k % 2]
            add(c.dt(d), " ", nur.full(), " (", _nurse_title(c, uk), "): ")
            add(r.choice(["Catheter changed - Ch 14 silicone, 10 mL water, lot recorded. Clear yellow urine drained. Tolerated well.",
                          "Bypassing reported by carer. Catheter flushed with Optiflo S, draining well. Fluids encouraged.",
                          "Cloudy offensive urine, pt more confused per family. CSU sent (lab ref "]))
            if c.d.parts[-1].endswith("ref "):
                add(P(c.lab(d.year), "IDNUM"), "). GP informed.")
            add("\n")
    elif task == "insulin":
        add("Twice-daily insulin administration (", r.choice(["Humulin M3", "NovoMix 30", "Humalog Mix25"]), ") - patient unable to self-administer due to ",
            r.choice(["visual impairment", "dementia", "tremor"]), ".\n\n")
        for k in range(r.randint(3, 4)):
            d = days(c.date, -(3 - k))
            nur = nurses[k % 2]
            add(c.dt(d, r.choice([c.ds, "wd_dm"])), " ", _t(c, 7, 9), " ", nur.initials(dots=False), ": CBG ", "%.1f" % r.uniform(4.2, 17), ", ", str(r.randint(14, 30)),
                " units given L abdomen. ", _t(c, 16, 18), " CBG ", "%.1f" % r.uniform(4.2, 17), ", ", str(r.randint(10, 24)), " units given.\n")
        if r.random() < 0.6:
            add(c.f("Libre sensor applied (serial {sn}); readings shared with diabetes nurse {dsn}.", sn=P(c.device_sn("cgm"), "DEVICE"), dsn=c.staff("nurse").full()), "\n")
    else:
        add("3-monthly hydroxocobalamin 1 mg IM (pernicious anaemia) - housebound.\n\n")
        for k in range(2):
            d = days(c.date, -90 * (1 - k))
            nur = nurses[k]
            add(c.dt(d), " - given R deltoid by ", nur.full(), ", batch and expiry checked and recorded on MAR.\n")
    add("\n")
    add(c.f("Next visit booked {d}. Contact the team on {tel} (08:00-18:00) or out of hours {ooh}.",
            d=c.dt(days(c.date, r.randint(1, 14))), tel=c.PH(c.land()), ooh=c.PH(c.land())), "\n")


def phn_visit(c):
    """Irish public health nurse: new-birth or older-person visit."""
    r = c.r
    add = c.add
    nur = c.staff("nurse")
    pt = c.pt
    add("Public Health Nurse home visit - ", c.dt(c.date, c.ls), "\n")
    add("PHN: ", nur.full(), ", ", P("%s Health Centre" % c.town(), "HOSPITAL"), "  Tel ", c.PH(c.land()), "\n\n")
    add("Client: ", pt.full(), "  DOB ", c.dt(c.dob), "  (", c.A(c.age), ")\n")
    add("Eircode/address: ", c.addr.inline(), "\n")
    add("PPSN: ", P(c.ppsn(), "SSN"), "   GMS: ", P(c.gms(), "HEALTHPLAN"), "\n")
    add("GP: ", c.gp.title, " ", c.gp.sur(), ", ", c.practice.n(), "\n\n")
    add(c.f("Visit at request of {gp_ts} following discharge from {hosp} on {d}. {He} lives {alone}. {His} {rel} {nok_full} ({tel}) calls most days.",
            d=c.dt(days(c.date, -r.randint(2, 10))), alone=r.choice(["alone", "with " + c.v["his"] + " brother", "alone since " + c.v["his"] + " spouse died"]),
            tel=c.PH(c.nok.tel)), "\n\n")
    add(c.f("Home Help: {hrs} hrs/week via {ag}. Meals on wheels from {org}. Attends day care at {dc} every {wd}.",
            hrs=str(r.randint(3, 14)), ag=c.agency(), org=P("%s Community Council" % c.town(), "ORGANIZATION"),
            dc=P("%s Day Centre" % c.town(), "HOSPITAL"), wd=P(r.choice(["Tuesday", "Wednesday", "Thursday"]), "DATE")), "\n")
    add("Skin intact. Mobile with rollator. Pressure relieving cushion supplied. Medication in blister pack from ", c.pharmacy().n(), ".\n")
    if r.random() < 0.5:
        add(c.f("Attends mass at {ch}; parish volunteers ({v}) visit weekly.", ch=c.church(), v=c.person("FAMILY").full()), "\n")
    add("Plan: PHN review in ", str(r.randint(2, 6)), " weeks (", c.dt(days(c.date, r.randint(14, 42))), "). Apply for Fair Deal if needs increase.\n")
    lab, num = c.reg_no("nurse")
    add("\n", nur.full(), " PHN  ", lab, " ", P(num, "LICENSE"), "\n")


def community_nursing(c):
    r = c.r
    uk = c.locale == "UK"
    setup(c, age_range=(62, 99))
    kind = r.choices(["dn", "eol", "assess", "task", "phn"], [34, 18, 24, 16, 8 if not uk else 0])[0]
    titles = {"dn": ["DISTRICT NURSING RECORD - CONTINUATION", "Community Nursing Visit Record", "District Nurse Contact Notes"] if uk else ["Community Nursing Record", "PHN / CRGN Visit Record"],
              "eol": ["End of Life Care - Community Nursing Record", "Syringe Pump Monitoring & Visit Notes"],
              "assess": ["Community Nursing Initial Assessment", "Holistic Needs Assessment (Community)", "Caseload Admission Assessment"],
              "task": ["Community Nursing - Treatment Record", "District Nursing Task Record"] if uk else ["Community Nursing Treatment Record"]}
    if kind == "phn":
        phn_visit(c)
        return
    header(c, uk, r.choice(titles[kind]))
    if kind == "dn":
        visits_dn(c, uk)
    elif kind == "eol":
        syringe_driver(c, uk)
    elif kind == "assess":
        assessment(c, uk)
    else:
        catheter_insulin(c, uk)
