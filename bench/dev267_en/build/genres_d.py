"""Genres: gp_letter, travel_letter (own), if_mdt (own), hpn_training (own)."""

import phi
from phi import pick, digits
from doc import P
from case import staff_name, Staff, Person, pt_name
import clinical as CL
import blocks as B
import pools_places as PL

FOREIGN_HOSP = {"Portugal": "Hospital Santa Luzia", "Spain": "Hospital Virgen del Pinar", "Greece": "Kalypso General Clinic",
                "France": "Clinique des Trois Vallons", "Italy": "Ospedale San Bertolo", "Ireland": "St Fionan's Hospital",
                "Canada": "Tamarack General Hospital", "New Zealand": "Kahurangi Base Hospital", "Malta": "Mater Sancta Clinic",
                "Fiji": "Lautoka Bay Private Hospital", "Mexico": "Hospital Costa Azul", "Cyprus": "Agia Irini Clinic",
                "India": "Sundaram Nursing Home", "Jamaica": "Blue Mahoe Medical Centre", "Poland": "Szpital Miejski Brzozowo",
                "Croatia": "Opća bolnica Lovran Sjever"}
FOREIGN_CITY = {"Portugal": "Vila Nova de Alcaria", "Spain": "Puerto Almendro", "Greece": "Agia Thekla", "France": "Saint-Brévin-sur-Loue",
                "Italy": "Castelmare di Rivo", "Ireland": "Ballykeeran", "Canada": "Hollis Bay", "New Zealand": "Kahurangi",
                "Malta": "Marsaxbiex", "Fiji": "Nadrau", "Mexico": "Playa Coralillo", "Cyprus": "Pervolia Kato", "India": "Kodaipuram",
                "Jamaica": "Port Carlisle", "Poland": "Brzozowo", "Croatia": "Lovran Sjever"}


def gp_letter(rng, n, case):
    c = case.country
    author = pick(rng, [case.consultant, case.consultant, case.dietitian, case.nurse])
    B.letterhead(rng, n, case)
    typist = Staff(rng, "clerk", c)
    n.w("\nOur ref: {a}/{b}", a=P(author.initials().upper(), "DOCTOR"), b=P(typist.initials().lower(), "DOCTOR"))
    if rng.random() < 0.5:
        n.w("/{m}", m=case.mrn_seg(rng))
    n.w("\nDictated: {d1}   Typed: {d2}\n", d1=case.d(rng, 0, "num"), d2=case.d(rng, rng.randrange(1, 6), "num"))
    n.add(pick(rng, ["\nPRIVATE AND CONFIDENTIAL\n", "\n", "\nConfidential - clinic letter\n"]))
    n.w("\n{g}\n{pr}\n{a}\n\n", g=staff_name(rng, case.gp, pick(rng, ["dr_full", "dr_init"])), pr=P(case.practice, "HOSPITAL"),
        a=case.practice_addr.seg(rng, one_line=False))
    n.w("Dear {g},\n\n", g=pick(rng, [["Dr ", P(case.gp.last, "DOCTOR")], ["Dr. ", P(case.gp.last, "DOCTOR")], "Colleague", "Doctor"]))
    n.w("Re: {nm}   DOB {dob}", nm=case.name(rng, pick(rng, ["full", "title_full", "LAST_First"])), dob=case.dob_seg(rng))
    for lab, v in case.main_id(rng):
        n.w("   {l} {v}", l=lab, v=v)
    n.w("\n     {a}\n\n", a=case.addr.seg(rng))
    n.add("Diagnoses:\n  1. %s\n  2. %s\n" % (case.dx, pick(rng, ["Protein-energy malnutrition (GLIM moderate)", "Type 2 diabetes (diet-controlled)",
                                                                     "Osteoporosis", "Chronic kidney disease G3a", "Depression", "Hypothyroidism"])))
    if rng.random() < 0.5:
        n.add("  3. %s\n" % pick(rng, ["Refeeding syndrome (this admission)", "Previous CRBSI", "Iron-deficiency anaemia", "Vitamin D deficiency"]))
    n.add("\n")
    where = pick(rng, ["the Home Enteral Feeding clinic", "the Nutrition clinic", "the Intestinal Failure clinic", "a telephone clinic", "a home visit"])
    n.w("I reviewed {nm} in {w} on {d}", nm=case.name(rng, pick(rng, ["title_last", "first", "title_full"])), w=where,
        d=case.d(rng, 0, pick(rng, ["long", "num", "wd"])))
    if rng.random() < 0.6:
        n.w(", accompanied by {f}", f=B.family_phrase(rng, case))
    n.add(". ")
    n.add(pick(rng, ["Overall things are going well. ", "Unfortunately there has been further weight loss. ",
                     "There have been two admissions since I last wrote. ", "The main concern today was tube-site leakage. "]))
    n.add(CL.anthropometry(rng, case, table=False) + ". " + CL.negs(rng, 2) + "\n\n")
    if rng.random() < 0.5:
        n.w("Socially, {nm} {occ}", nm=case.name(rng, pick(rng, ["first", "title_last"])), occ=B.occupation_phrase(rng, case))
        if rng.random() < 0.5:
            n.w(" and was born in {co}", co=P(pick(rng, PL.COUNTRIES), "COUNTRY"))
        n.add(". ")
        if rng.random() < 0.5:
            n.w("{They} moved to {city} in {y}.", They=pick(rng, ["The family", "They"]), city=P(case.addr.city, "CITY"),
                y=case.d(rng, -rng.randrange(400, 4000), "y"))
        n.add("\n\n")
    if case.route == "HEN":
        lines, feed, totals = CL.regimen(rng, case)
        n.add("Current regimen:\n" + "\n".join("  - " + l for l in lines) + "\n  " + totals + "\n\n")
    else:
        tab, vol = CL.pn_bag(rng, case, table=False)
        n.add("Current HPN (%s): %s.\n\n" % (pick(rng, ["5 nights", "7 nights", "4 nights"]), tab))
    n.add("Bloods today: " + CL.labs(rng, case, style=pick(rng, ["inline", "slash"])) + ".\n\n")
    n.add("Requests for GP:\n")
    fd = CL.feed_for(rng, case)[0]
    qty = pick(rng, [28, 30, 56])
    rx_line = {"UK": "Please continue to prescribe %s (ACBS-approved) on FP10 - %d packs/month." % (fd, qty),
               "US": "Please sign the renewed DME order/CMN for %s (HCPCS B4152) - %d units/month." % (fd, qty * 4),
               "AU": "Please provide a PBS authority script for %s - %d packs/month." % (fd, qty),
               "CA": "Please renew the ODB Limited Use / special authorization for %s - %d packs/month." % (fd, qty)}[c]
    reqs = [rx_line,
            "Please check U&E, Mg and PO4 in 2/52 and fax results to us.", "Please add omeprazole 20 mg OD dispersible to repeat list.",
            "Please refer to community SLT for swallow reassessment.", "Vitamin D loading: colecalciferol 40,000 units weekly x7 then 800 units OD.",
            "No changes to medication required."]
    for r in rng.sample(reqs, rng.randrange(1, 4)):
        n.add("  * " + r + "\n")
    n.w("\nWe will see {nm} again in {when}", nm=case.name(rng, pick(rng, ["first", "title_last"])), when=pick(rng, ["3 months", "6/12", "6 weeks", "4 months"]))
    if rng.random() < 0.5:
        n.w(" (provisional date {d})", d=case.d(rng, rng.randrange(40, 180), pick(rng, ["long", "num"])))
    n.add(". Results can be faxed to ")
    n.add(phi.fax(rng, c))
    n.add(" or emailed to ")
    n.add(phi.email_role(rng, pick(rng, ["nutrition.results", "hef.team", "if.admin", "dietetics.secure"])))
    n.add(".\n")
    B.signoff(rng, n, case, author, reg=rng.random() < 0.5)
    B.cc_block(rng, n, case)
    if rng.random() < 0.5:
        n.w("\nDictated but not verified.  DD/{t}\n", t=P(typist.initials().lower(), "DOCTOR"))


def travel_letter(rng, n, case):
    c = case.country
    co = pick(rng, sorted(FOREIGN_HOSP))
    B.letterhead(rng, n, case, dept=pick(rng, ["Home Parenteral Nutrition Service", "Home Enteral Feeding Service", "Nutrition Support Team"]))
    n.w("\n{d}\n\n", d=case.d(rng, 0, "long"))
    n.add(pick(rng, ["TO WHOM IT MAY CONCERN\n(Airline / Airport Security / Customs)\n", "MEDICAL TRAVEL LETTER\n",
                     "To the airline medical desk and border officials:\n"]))
    n.w("\nRe: {nm}   DOB: {dob}   Passport No: {pp}\n", nm=case.name(rng, pick(rng, ["full", "LAST_First", "title_full"])),
        dob=case.dob_seg(rng), pp=phi.idnum(rng, "passport"))
    if rng.random() < 0.5:
        n.w("Travel insurance: {ins} policy {pol}\n", ins=P(pick(rng, PL.INSURERS[c]), "ORGANIZATION"),
            pol=P(pick(rng, ["TRV-%s" % digits(rng, 7), "%s%s" % (phi.letters(rng, 2), digits(rng, 8))]), "HEALTHPLAN"))
    pn = case.route == "HPN"
    what = "home parenteral (intravenous) nutrition via a central venous catheter" if pn else "home enteral (tube) feeding via gastrostomy"
    n.w("\nThis is to confirm that {nm} is under the care of {dr} at {h} and requires {what} for {dx}.\n",
        nm=case.name(rng, pick(rng, ["title_full", "full"])), dr=staff_name(rng, case.consultant, pick(rng, ["dr_full", "dr_init"])),
        h=P(case.hospital, "HOSPITAL"), what=what, dx=case.dx)
    n.w("\n{They} will be travelling to {city}, {co} from {d1} to {d2}", They=pick(rng, ["They", "The patient", case.name(rng, "title_last")]),
        city=P(FOREIGN_CITY[co], "CITY"), co=P(co, "COUNTRY"), d1=case.d(rng, rng.randrange(7, 40), pick(rng, ["long", "num"])),
        d2=case.d(rng, rng.randrange(45, 70), pick(rng, ["long", "num"])))
    if rng.random() < 0.7:
        hot = pick(rng, PL.HOTELS)
        n.add(", staying at ")
        n.add(["the ", P(hot[4:], "LOCATION_OTHER")] if hot.startswith("the ") else P(hot, "LOCATION_OTHER"))
    n.add(", accompanied by ")
    n.add(B.family_phrase(rng, case))
    n.add(".\n\nThey will be carrying the following essential medical items, which must remain in the cabin where possible:\n")
    model = pick(rng, CL.PN_PUMPS if pn else CL.PUMPS)
    n.w("  - Infusion pump {m}, serial {sn}\n", m=model, sn=phi.device_id(rng, "pump"))
    items = (["PN bags x%d (refrigerated, cool bag with ice packs, 2-8 C)" % rng.randrange(3, 8), "giving sets, 0.2/1.2 micron filters",
              "0.9% sodium chloride 10 ml flushes", "TauroLock ampoules", "sterile dressings, gloves, chlorhexidine wipes", "sharps bin"]
             if pn else
             ["%s feed 1000 ml x%d (liquids over 100 ml - medically necessary)" % (CL.feed_for(rng, case)[0], rng.randrange(4, 14)),
              "giving sets", "60 ml ENFit syringes", "spare balloon gastrostomy and 5 ml syringes", "pump backpack and charger"])
    for it in rng.sample(items, rng.randrange(3, len(items) + 1)):
        n.add("  - " + it + "\n")
    n.add("\nPlease do not open sealed sterile items. Pumps may be screened by X-ray; PN bags should be hand-inspected.\n")
    if rng.random() < 0.6:
        n.w("Supplies for the stay are being delivered directly to the accommodation by {hc} (order {o}) on {d}.\n",
            hc=P(pick(rng, ["Europa Homecare Partners", "Iberia Clinical Delivery", "Pacifica Medical Logistics", case.homecare]), "ORGANIZATION"),
            o=phi.idnum(rng, "order"), d=case.d(rng, rng.randrange(7, 40), pick(rng, ["long", "num", "short"])))
    n.w("Nearest specialist centre abroad: {fh} (contacted by our team; contact {nm}).\n", fh=P(FOREIGN_HOSP[co], "HOSPITAL"),
        nm=P(Person(rng).full(), "DOCTOR"))
    n.w("\nIn an emergency please contact the team on {p} (office hours) or {p2} (24 h).", p=phi.phone(rng, c, ext=rng.random() < 0.3),
        p2=phi.phone(rng, c, "free"))
    n.add(" From abroad dial the full international number.\n")
    B.signoff(rng, n, case, pick(rng, [case.consultant, case.nurse]), reg=True, contact=rng.random() < 0.5)


MDT_UPDATES = ["Wt stable at {w} kg. Stoma output 1.8 L. Plan to reduce to 5 nights.",
               "Readmitted with CRBSI (CoNS), line salvaged with vanc lock. Taurolidine going forward.",
               "Teduglutide started 4/12 ago - PN volume down 20%. Continue.",
               "Awaiting home assessment; fridge delivery booked.", "Palliative - ceiling of care discussed with family; continue PN for now.",
               "LFTs deranged (ALP 380) - ?IFALD; reduce lipid to 0.8 g/kg/day, cycle PN.",
               "Still on NJ; for surgical jejunostomy at next list.", "Bone density T-score -2.8; start zoledronate.",
               "Occluded line x2 this month - urokinase 5000 units restored patency; CXR tip ok.",
               "Selenium 0.38 - add selenium 100 mcg to bag. Zinc borderline.", "Weaned to 3 nights, urine Na >20, happy.",
               "New PICC-related DVT (L basilic) - apixaban; keep line per CHEST guidance."]


def _mdt_patient(rng, n, case, i, staff, upd_text=None):
    c = case.country
    p = Person(rng)
    age = rng.randrange(19, 88)
    mrn = phi.mrn_value(rng, c)
    dx = pick(rng, ["SBS, end jejunostomy", "CIPO", "ECF post-laparotomy", "radiation enteritis", "Crohn's, type 3 IF", "MBO - palliative HPN",
                    "hEDS dysmotility", "post-bariatric malnutrition", "PEG-J, gastroparesis", "refeeding, anorexia nervosa"])
    n.add("  %d.%d  " % (2, i))
    n.add(pt_name(rng, p, c, "PATIENT", pick(rng, ["full", "LAST_First", "initials", "init_last", "title_last"])))
    n.w(" ({a}{sx}), {l} {m} - {dx}.\n", a=P(str(age), "AGE"), sx=pick(rng, [p.sex, "", "y"]), l=pick(rng, ["MRN", "Hosp no", "UR"]),
        m=P(mrn, "MRN"), dx=dx)
    upd = upd_text.replace("{w}", "%.1f" % rng.uniform(45, 80))
    n.add("        " + upd + "\n")
    if rng.random() < 0.5:
        n.w("        Seen in clinic {d}; ", d=phi.date(rng, case.date.__class__.fromordinal(case.date.toordinal() - rng.randrange(3, 60)), c,
                                               pick(rng, ["short", "num"])))
        n.w("family ({f}) aware.\n", f=P(Person(rng, last=p.last).first, "FAMILY"))
    n.w("        ACTION: {s} to {a} by {d}.\n", s=staff_name(rng, pick(rng, staff), pick(rng, ["initials", "first", "init_last"])),
        a=pick(rng, ["update homecare", "book DEXA", "write to GP", "arrange line change with IR", "recheck trace elements",
                     "liaise with compounder re new bag", "complete funding application"]),
        d=phi.date(rng, case.date.__class__.fromordinal(case.date.toordinal() + rng.randrange(5, 30)), c, pick(rng, ["short", "num"])))


def if_mdt(rng, n, case):
    c = case.country
    staff = [case.consultant, case.dietitian, case.nurse, case.pharmacist, case.registrar, Staff(rng, "consultant", c),
             Staff(rng, "dietitian", c), Staff(rng, "nurse", c)]
    n.w("{h}\n{t}\n", h=P(pick(rng, [case.hospital, case.trust]), "HOSPITAL"),
        t=pick(rng, ["INTESTINAL FAILURE MDT - MINUTES", "Nutrition Support Team MDT", "HPN/HEN Multidisciplinary Meeting - Action Log",
                     "Weekly IF MDM minutes"]))
    n.w("Date: {d}   13:00-14:30   Venue: {v}", d=case.d(rng, 0, pick(rng, ["long", "num", "wd"])),
        v=pick(rng, [[P("Seminar Room %d" % rng.randrange(1, 9), "LOCATION_OTHER"), ", Level ", str(rng.randrange(1, 6))],
                     [P(pick(rng, ["Harbour Room", "Lister Seminar Suite", "Board Room B", "Education Centre Rm 3"]), "LOCATION_OTHER")],
                     "Teams"]))
    if rng.random() < 0.5:
        n.w("   Link: {u}", u=phi.url(rng, "/mdt/if-weekly"))
    n.add("\n\nPresent: ")
    present = rng.sample(staff, rng.randrange(4, 8))
    for i, s in enumerate(present):
        if i:
            n.add(", ")
        n.add(staff_name(rng, s, pick(rng, ["dr_full", "full", "full_cred", "init_last"])))
        n.add(" (%s)" % {"consultant": "Cons", "dietitian": "Diet", "nurse": "NNS", "pharmacist": "Pharm", "registrar": "SpR"}[s.role])
    n.add("\nApologies: ")
    n.add(staff_name(rng, Staff(rng, pick(rng, ["slt", "consultant"]), c), pick(rng, ["full", "dr_full"])))
    n.w("\nChair: {ch}   Minutes: {m}\n\n", ch=staff_name(rng, present[0], pick(rng, ["dr_last", "init_last", "full"])),
        m=staff_name(rng, Staff(rng, "clerk", c), pick(rng, ["full", "first"])))
    n.add("1. Minutes of last meeting agreed. Matters arising: CRBSI audit Q%d - %.2f/1000 catheter days; ESPEN guideline update circulated.\n\n" % (
        rng.randrange(1, 5), rng.uniform(0.2, 1.4)))
    n.add("2. Patients discussed\n")
    k = rng.randrange(3, 6)
    upds = rng.sample(MDT_UPDATES, k)
    for i in range(1, k + 1):
        _mdt_patient(rng, n, case, i, present, upds[i - 1])
    n.add("\n3. New referrals\n")
    n.w("   {nm} ({a}), from {h} - {dx}. Referrer {r}. Accepted for assessment.\n", nm=case.name(rng, pick(rng, ["full", "LAST_First"])),
        a=case.age_seg(rng), h=P(case.hospital2, "HOSPITAL"), dx=case.dx, r=staff_name(rng, case.registrar, pick(rng, ["dr_full", "dr_last"])))
    n.add("\n4. AOB: homecare capacity - ")
    n.add(P(case.homecare, "ORGANIZATION"))
    n.add(pick(rng, [" not accepting new HPN patients until further notice.", " compounding delays of 48 h reported.", " nurse visits back to normal."]) + "\n")
    n.w("\nNext meeting: {d}\n", d=case.d(rng, 7, pick(rng, ["long", "num", "wd"])))
    if rng.random() < 0.5:
        n.w("Circulated by {e}\n", e=phi.email_role(rng, pick(rng, ["if.mdt", "nst.admin", "nutrition.mdt"])))


def hpn_training(rng, n, case):
    c = case.country
    trainer = case.nurse
    tr_init = trainer.initials().upper()
    n.w("{h}\n{t}\n\n", h=P(case.hospital, "HOSPITAL"), t=pick(rng, ["HOME PARENTERAL NUTRITION - PATIENT/CARER TRAINING RECORD",
                                                                     "HPN Discharge Training & Competency Checklist",
                                                                     "HPN TRAINING PASSPORT"]))
    B.demo_block(rng, n, case, style=pick(rng, ["lines", "grid", "sticker"]), gp=rng.random() < 0.5)
    trainees = pick(rng, ["patient", "carer", "both"])
    if trainees != "patient":
        n.w("Carer being trained: {f} ({rel})\n", f=case.fam(rng, pick(rng, ["full", "title_full"])), rel=case.rel)
    n.w("Trainer: {t} ({i})\n", t=staff_name(rng, trainer, pick(rng, ["full_cred", "full"])), i=P(tr_init, "DOCTOR"))
    n.w("Access: {l}   Training location: {w}\n\n", l=pick(rng, CL.LINES), w=P(case.ward, "HOSPITAL"))
    n.add("%-42s %-8s %-8s %-8s %-8s %s\n" % ("Competency", "Demo", "Sup 1", "Sup 2", "Sup 3", "Signed"))
    comps = ["Hand hygiene / ANTT", "Setting up clean work surface", "Checking bag vs prescription", "Adding vitamins to bag",
             "Priming giving set / removing air", "Programming pump (ramp up/down)", "Connecting to line", "Disconnecting & flush",
             "Instilling lock (taurolidine)", "Dressing & needle-free connector change", "Recognising infection (fever, rigors)",
             "Line damage: clamp & call", "Blood glucose check", "Waste & sharps disposal", "Fridge temp monitoring"]
    start = -rng.randrange(12, 30)
    for comp in rng.sample(comps, rng.randrange(6, 11)):
        n.add("%-42s " % comp)
        off = start
        for j in range(4):
            off += rng.randrange(1, 4)
            if rng.random() < 0.85:
                dd = case.date.__class__.fromordinal(case.date.toordinal() + off)
                n.add(P("%d/%d" % ((dd.day, dd.month) if c in ("UK", "AU") else (dd.month, dd.day)), "DATE"))
                n.add(" " * rng.randrange(3, 6))
            else:
                n.add("--      ")
        n.add(P(tr_init, "DOCTOR"))
        n.add("\n")
    n.add("\n")
    n.w("Home assessment: {d} by {s} ({hc}) - ", d=case.d(rng, -rng.randrange(5, 20), pick(rng, ["num", "short"])),
        s=staff_name(rng, case.hc_nurse, pick(rng, ["full", "init_last"])), hc=P(case.homecare, "ORGANIZATION"))
    n.add(pick(rng, ["suitable; dedicated fridge installed (asset ", "suitable, clean area in spare bedroom; fridge asset "]))
    n.add(phi.device_id(rng, "fridge"))
    n.add(pick(rng, [").\n", ".\n"]))
    n.w("Pump issued: {m} SN {sn}\n", m=pick(rng, CL.PN_PUMPS), sn=phi.device_id(rng, "pump"))
    n.w("Planned discharge: {d}. First delivery: {d2}. First nurse visit: {d3}.\n", d=case.d(rng, 0, pick(rng, ["long", "num", "wd"])),
        d2=case.d(rng, -1, pick(rng, ["short", "num"])), d3=case.d(rng, 0, pick(rng, ["short", "wd"])))
    n.add("Nurse support: %s\n" % pick(rng, ["full nursing (connect + disconnect) for 2/52, then review", "connect only", "self-caring, weekly visit",
                                             "carer-led; nurse 1x/week dressing"]))
    n.w("HPN passport and emergency card given. 24 h helpline: {p}\n", p=phi.phone(rng, c, "free"))
    n.w("\nSigned (trainer): {t}  {d}\n", t=staff_name(rng, trainer, pick(rng, ["full", "init_last"])), d=case.d(rng, 0, "num"))
    n.w("Signed (patient/carer): {s}  {d}\n", s=pick(rng, [case.name(rng, "full"), case.fam(rng, "full")]), d=case.d(rng, 0, "num"))
