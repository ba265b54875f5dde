"""Genres: family liaison note, bereavement follow-up."""
import places
from blocks import sign, audit, fam_table, url, board
from case import country_e
from core import E, clock, phone, digits, letters, ipaddr, username, email, vehicle

HOLIDAYS = {"AU": ["Christmas", "Anzac Day", "Mother's Day", "Easter"], "NZ": ["Christmas", "Matariki", "Easter", "Anzac Day"],
            "CA": ["Thanksgiving", "Christmas", "Canada Day", "Easter"], "US": ["Thanksgiving", "Christmas", "the Fourth of July", "Easter"]}


def _hol(c):
    h = c.rng.choice(HOLIDAYS[c.C])
    if h.startswith("the "):
        return ["the ", E(h[4:], "DATE")]
    return E(h, "DATE")


def family_liaison(d, c):
    r = c.rng
    C = c.C
    sw = c.sw if r.random() < 0.6 else c.nav
    style = r.randint(0, 1)
    d.ln("{H}", H=E(c.pall if r.random() < 0.6 else c.hosp, "HOSPITAL"))
    d.ln(r.choice(["SOCIAL WORK - FAMILY LIAISON NOTE", "Family meeting note", "FAMILY LIAISON / PSYCHOSOCIAL PROGRESS NOTE"]))
    d.ln("Patient: {PT} ({MRNL} {MRN})   Date: {D}   Author: {A}, %s" % sw.role, D=c.d("famtalk"), A=sw.name())
    d.ln("")
    if style == 0:
        d.ln("Attendees:")
        d.ln(" - {PT} (patient)", PT=c.pt.F("PATIENT") if r.random() < 0.5 else c.pt.full("PATIENT"))
        for f in c.fam[:4]:
            d.w(" - {N}, %s" % f.rel, N=f.p.full("FAMILY"))
            if f.age and r.random() < 0.4:
                d.w(", {A}", A=E(str(f.age), "AGE"))
            if f.abroad:
                d.w(" (by video from {C})", C=country_e(f.abroad))
            d.ln("")
        d.ln(" - {CO} (%s)" % c.R["coord"], CO=c.coord.dr())
        d.ln(" - writer")
    else:
        d.ln("Contacts")
        fam_table(d, c)
    d.ln("")
    d.ln("Purpose: " + r.choice(["support family to understand the %s process and plan the day" % c.R["abbr"],
                                 "respond to family concerns raised with nursing staff",
                                 "practical planning after the final request",
                                 "pre-provision family meeting at patient's request"]))
    d.ln("")
    d.ln("Discussion")
    kids = [f for f in c.fam if f.rel in ("son", "daughter")]
    sp = [f for f in c.fam if f.rel in ("wife", "husband", "partner")]
    if sp:
        d.ln("{N} says she/he has \"made peace\" with the decision; worried about being alone in the house on {S}."
             .replace("she/he", "she" if sp[0].p.sex == "F" else "he"), N=sp[0].p.F("FAMILY"), S=E(c.addr_street, "STREET"))
    if kids:
        k = kids[0]
        obj = r.random() < 0.4
        if obj:
            d.ln("{N} is opposed on religious grounds and asked whether the family can \"stop it\". Explained that the decision rests "
                 "with {PF} alone; {N2} was able to say the disagreement is about grief rather than the decision.",
                 N=k.p.F("FAMILY"), PF=c.pt.F("PATIENT"), N2=k.p.F("FAMILY"))
        else:
            d.ln("{N} (%s) is supportive and has been the main carer; taking leave from {O}." % k.rel,
                 N=k.p.F("FAMILY"), O=E(c.org("employer"), "ORGANIZATION"))
        if k.prof and r.random() < 0.7:
            d.ln("   {N} works as %s {P} and asked clinical questions about the medication; answered in general terms." %
                 ("an" if k.prof[0] in "aeiou" else "a"),
                 N=k.p.F("FAMILY"), P=E(k.prof, "PROFESSION"))
    ab = [f for f in c.fam if f.abroad]
    if ab:
        f = ab[0]
        d.ln("{N} lives in {C} and will fly in; arrival expected {D}. Contact {P}.", N=f.p.full("FAMILY"), C=country_e(f.abroad),
             D=c.d("final"), P=E(f.phone, "PHONE"))
    if r.random() < 0.55:
        g = c.person()
        ga = r.randint(4, 17)
        d.ln("Grandchildren: {G} ({A}) %s" % r.choice(["will visit the day before", "has been told in age-appropriate language",
                                                       "attends {S}; school counsellor informed"]),
             G=g.F("FAMILY"), A=E(str(ga), "AGE"), S=E(c.fac_town + " " + r.choice(["Primary School", "High School",
                                                                                                  "Middle School", "College"]), "ORGANIZATION"))
    if c.church:
        cl = c.person("M" if r.random() < 0.7 else "F")
        d.ln("Spiritual: {PF} would like {T} {N} from {O} to visit beforehand.", PF=c.pt.F("PATIENT"),
             T=r.choice(["Father", "Reverend", "Pastor", "Imam", "Rabbi", "Minister"]), N=cl.L("FAMILY"), O=E(c.church, "ORGANIZATION"))
    elif C == "NZ" and r.random() < 0.6:
        d.ln("Whanau would like karakia before and after; kaumatua {N} to attend. Plan to return to {M} marae.",
             N=c.person("M").full("FAMILY"), M=E(r.choice(["Te Rauhine", "Kowhai Point", "Makerata", "Ngahere Hill"]), "LOCATION_OTHER"))
    d.ln("")
    d.ln("Plan for the day")
    d.ln(" - Date agreed: {D}, %s." % r.choice(["late morning", "after lunch", "early afternoon", "10 am"]), D=c.d("admin", c.ls))
    d.ln(" - Setting: %s. %s" % ({"home": "home", "hospital": "single room on the ward", "hospice": "hospice room with garden door",
                                    "care home": "own room at the facility"}[c.setting],
                                   r.choice(["Music playlist chosen.", "Dog to be present.", "Wants the window open.",
                                             "Favourite blanket from home.", ""])))
    if c.setting in ("hospital", "hospice") and r.random() < 0.6:
        d.ln(" - Visitor parking permit issued for vehicle {V} ({N}).", V=E(vehicle(r, C), "VEHICLE"), N=c.nok.p.F("FAMILY"))
    d.ln(" - Funeral director: {F}, {P}.", F=E(c.funeral, "ORGANIZATION"), P=E(phone(r, C, "land", c.area), "PHONE"))
    d.ln(" - Who will be present: %s." % ", ".join(f.rel for f in c.fam[:3]))
    if C == "AU":
        d.ln(" - Contact person: {N} understands the obligation to return unused substance.", N=c.contact.p.full("FAMILY"))
    d.ln("")
    d.ln("Risk: " + r.choice(["bereavement risk moderate (spouse isolated; limited supports)",
                              "low; strong family and community supports ({O})",
                              "high for {N} - previous loss of a child; GP informed"]),
         O=E(c.comm, "ORGANIZATION"), N=c.nok.p.F("FAMILY"))
    d.ln("Follow-up: " + r.choice(["phone {N} after the provision", "bereavement referral to {S}", "review in 1 week"]),
         N=c.nok.p.F("FAMILY"), S=E(c.support, "ORGANIZATION"))
    sign(d, c, sw, None, with_reg=False)
    if r.random() < 0.4:
        audit(d, c, sw, "famtalk")


def bereavement(d, c):
    r = c.rng
    C = c.C
    b = c.nok
    style = r.randint(0, 2)
    writer = c.clin("Bereavement Coordinator", r.choice(["sw", "rn"]))
    if style == 2:
        _letter(d, c, b, writer)
        return
    d.ln("{H}", H=E(c.pall, "HOSPITAL"))
    d.ln(r.choice(["BEREAVEMENT FOLLOW-UP", "Bereavement support - phone contact", "BEREAVEMENT RISK REVIEW"]))
    d.ln("Deceased: {PT}  (d. {DD})   {MRNL} {MRN}", DD=c.d("death"))
    d.ln("Contact: {N} (%s)   Ph {P}" % b.rel, N=b.p.full("FAMILY"), P=E(b.phone, "PHONE"))
    d.ln("Date of call: {D}   Weeks since death: %d" % max(2, (c.D["bereave"] - c.D["death"]).days // 7), D=c.d("bereave"))
    d.ln("")
    if style == 0:
        d.ln("{N} answered; happy to talk. Describes {PF}'s death as \"%s\"." % r.choice(
            ["peaceful, exactly what Dad wanted", "calm and quick", "gentle - we were all holding hands", "what she wanted"]),
             N=b.p.F("FAMILY"), PF=c.pt.F("PATIENT"))
        d.ln(r.choice(["Sleeping poorly; appetite reduced. Has returned to work part-time.",
                       "Keeping busy with the estate. Some guilt about feeling relief.",
                       "Some anger at relatives who did not visit. Attending church.",
                       "Tearful during call but reports good support from neighbours."]))
        if r.random() < 0.6:
            bp = b.prof or r.choice(places.REL_PROFESSIONS)
            d.ln("Works as %s {P}; employer {O} has been flexible." % ("an" if bp[0] in "aeiou" else "a"), P=E(bp, "PROFESSION"),
                 O=E(c.org("employer"), "ORGANIZATION"))
        d.ln("Worried about the first {H} without {PF}.", H=_hol(c), PF=c.pt.F("PATIENT"))
        kids = [f for f in c.fam if f.rel in ("son", "daughter") and f is not b]
        for f in kids[:2]:
            d.ln("{N} (%s, {A}) %s" % (f.rel, r.choice(["coping well", "struggling, has seen GP", "back overseas", "visiting weekly"])),
                 N=f.p.F("FAMILY"), A=E(str(f.age), "AGE"))
        d.ln("")
        d.ln("Screening: " + r.choice(["PG-13-R total 21 (below threshold)", "Brief Grief Questionnaire 4/10",
                                       "PG-13-R 31 - monitor", "K10 score 19"]) + ".")
    else:
        d.ln("Bereavement risk factors")
        d.ln("[ ] Sudden/traumatic death   [x] Lives alone now   [%s] Limited social support   [%s] Prior mental illness" %
             (r.choice("x "), r.choice("x ")))
        d.ln("[%s] Ambivalence about %s   [ ] Concurrent losses   [%s] Financial stress" % (r.choice("x "), c.R["abbr"], r.choice("x ")))
        d.ln("Supports: {O}; neighbour {N}.", O=E(c.comm, "ORGANIZATION"), N=c.person().full("FAMILY"))
        d.ln("Overall risk: " + r.choice(["low", "moderate", "moderate-high"]))
    d.ln("")
    d.ln("Plan")
    d.ln(" - Referred to {S} (%s)." % r.choice(["group starts next month", "individual counselling", "phone support line"]),
         S=E(c.support, "ORGANIZATION"))
    if r.random() < 0.6:
        d.ln(" - Info on the %s memorial service sent to {E}." % r.choice(["annual", "spring", "hospice"]),
             E=E(email(r, b.p.first, b.p.last), "EMAIL"))
    d.ln(" - Next call around {D}.", D=c.d("bereave2"))
    if C == "AU" and r.random() < 0.5:
        d.ln(" - Confirmed unused substance was returned on {D} (contact person {N}).", D=c.d("return"), N=c.contact.p.F("FAMILY"))
    sign(d, c, writer, None, with_reg=False)
    if r.random() < 0.4:
        audit(d, c, writer, "bereave")


def _letter(d, c, b, writer):
    r = c.rng
    d.ln("{H}", H=E(c.pall, "HOSPITAL"))
    d.ln("{A}", A=c.fac_addr())
    d.ln("")
    d.ln("{D}", D=c.d("bereave", c.ls))
    d.ln("")
    d.ln("{N}", N=b.p.full("FAMILY"))
    same = r.random() < 0.7
    if same:
        d.ln("{S}", S=E(c.addr_street, "STREET"))
        d.ln("{T}", T=c.addr(street=False))
    else:
        d.ln("{S}", S=E(c.street(), "STREET"))
        if c.C == "NZ":
            d.ln("{T} {Z}", T=E(b.town or c.town, "CITY"), Z=E(c.zip, "ZIP"))
        else:
            d.ln("{T} {ST} {Z}", T=E(b.town or c.town, "CITY"), ST=E(c.ST, "STATE"), Z=E(c.zip, "ZIP"))
    d.ln("")
    d.ln("Dear {N},", N=b.p.F("FAMILY"))
    d.ln("")
    d.ln("It has been %s since {PF} died on {DD}, and we are thinking of you and your family." %
         r.choice(["a few weeks", "about a month", "some weeks", "two months"]), PF=c.pt.F("PATIENT"), DD=c.d("death", c.ls))
    d.ln("The team who cared for {PF}, including {CO} and {NU}, asked me to pass on their condolences.",
         PF=c.pt.F("PATIENT"), CO=c.coord.dr(), NU=c.nurse.name())
    d.ln("Grief after an assisted death can bring its own mix of feelings - relief, sadness, sometimes questions. "
         "All of these are normal.")
    d.ln("")
    d.ln("You are welcome to join our bereavement group, run with {S}. Details are at {U}, or call {P}.",
         S=E(c.support, "ORGANIZATION"), U=url(c, "bereavement"), P=E(phone(r, c.C, "land", c.area), "PHONE"))
    if r.random() < 0.5:
        d.ln("Our remembrance service will be held before {H}; an invitation will follow.", H=_hol(c))
    d.ln("")
    d.ln("With warm regards,")
    d.ln("{N}", N=writer.name())
    d.ln("Bereavement Coordinator")
    if r.random() < 0.5:
        d.ln("{E}", E=E(writer.email, "EMAIL"))
    d.ln("")
    d.ln("Ref: {MRN} / {C}", C=E(c.caseid, "IDNUM"))
