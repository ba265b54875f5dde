"""Genres: clinic letter to GP, parent telephone log, certificate of
visual impairment form."""
import clin
import core
import pools
import locale_fmt as L
import parts


def gp_letter(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    us = ctx.us
    parts.letterhead(b, ctx, contacts=True, address=True)
    if r.random() < 0.6:
        b.f("Our ref: {m}", m=(ctx.mrn, "MRN"))
        if r.random() < 0.5:
            b.f("   Clinic: %s   Seen: {d}" % r.choice(["PAED EYE", "ORTH/CONS", "SQUINT", "NEW PAEDS", "PEDS OPH"]), d=ctx.visit_())
        b.t("\n")
    b.f("Date: {d}\n\n", d=ctx.D(ctx.later(1, 15)))
    b.f("{g}\n{p}\n", g=ctx.gp.t("full"), p=(ctx.practice, "HOSPITAL"))
    b.put(ctx.practice_addr("\n"))
    b.t("\n")
    if r.random() < 0.4:
        b.f("Fax: {f}\n", f=(ctx.gp_fax, "FAX"))
    b.f("\nDear {g},\n\n", g=r.choice([ctx.gp.t("last"), ["Dr. " if us else "Dr ", ctx.gp.n("last")], "Colleague"]))
    b.f("Re: {n}   DOB: {d}\n", n=pt.n(r.choice(["full", "fml", "LFU"])), d=ctx.dob_())
    b.t("     ")
    b.put(ctx.addr_lines())
    b.t("\n")
    if r.random() < 0.8:
        b.f("     %s: {h}\n" % ctx.hp_label, h=(ctx.hp, "HEALTHPLAN"))
    if r.random() < 0.5:
        b.f("\nThank you for referring this {a} %s, whom I saw with %s %s.\n" % (ctx.boygirl, ctx.his, ctx.parent_word), a=ctx.age("hyph"))
    b.t("\nDiagnosis:\n")
    dx = r.sample(clin.DIAG, r.choice([1, 2, 3]))
    for i, d in enumerate(dx):
        b.t("%d. %s\n" % (i + 1, d))
    b.t("\nCurrent management: %s\n\n" % r.choice(["full-time glasses + patching 2 hrs/day", "glasses only", "atropine 1% weekends", "observation", "post-op, drops completed"]))
    who = r.choice([["with ", ctx.his, " mother, ", ctx.mum.n("first")], ["with ", ctx.his, " father, ", ctx.dad.n(r.choice(["first", "full"]))],
                    ["with both parents"], ["with ", ctx.his, " grandmother, Mrs ", (ctx.mum.last, "FAMILY")], ["with ", ctx.his, " foster carer, ", core.P(r, "FAMILY", c=c).n("full")]])
    b.f("I reviewed {f} in the %s clinic on {d} {w}. " % r.choice(["paediatric eye" if not us else "pediatric eye", "joint orthoptic", "squint", "children's eye"]),
        f=pt.n("first"), d=ctx.visit_(), w=who)
    b.f("{f} is now {a} and %s. " % r.choice(["has been wearing {his} glasses well", "has struggled with patching at %s" % ("nursery" if ctx.age_y < 5 else "school"), "has had no further episodes of diplopia",
                                               "is due to start school in {m}", "has complained of headaches at the end of the school day"]).replace("{his}", ctx.his),
        f=pt.n("first"), a=[(str(ctx.age_y), "AGE")], m=(L.MONTHS[r.choice([0, 7, 8])], "DATE"))
    b.t("\n\nOn examination %s visual acuity was RE %s and LE %s (%s). %s. %s. %s.\n\n" % (
        ctx.his, clin.va(r, c), clin.va(r, c), clin.va_test(r, c), clin.cover_test(r).replace("\n", "; "),
        r.choice(clin.MOTILITY), clin.fundus(r)))
    if r.random() < 0.5:
        b.t("Cycloplegic refraction (%s): RE %s, LE %s.\n\n" % (r.choice(clin.DRUGS_DIL), clin.rx(r), clin.rx(r)))
    k = r.randrange(5)
    if k == 0:
        b.t("I have explained that surgery would be for alignment; %s parents would like to think about it. I have given them our information leaflet.\n\n" % ctx.his)
    elif k == 1:
        b.t("There is good progress with the amblyopia. We will wean patching to 1 hour per day and review in 3 months.\n\n")
    elif k == 2:
        b.f("Mum mentioned that {f}'s older brother {s} (aged {sa}) was treated for a squint at {h}; there is therefore a family history.\n\n",
            f=pt.n("first"), s=ctx.sib.n("first"), sa=(str(ctx.sib_age), "AGE"), h=(ctx.hosp2, "HOSPITAL"))
    elif k == 3:
        b.f("The family relocated from {c} in {y}; previous records have been requested from {h}.\n\n",
            c=(ctx.abroad, "COUNTRY"), y=(str(ctx.earlier(100, 700).year), "DATE"), h=(ctx.hosp2, "HOSPITAL"))
    else:
        b.t("I would be grateful if you could ensure %s receives annual eye tests with a community optometrist after discharge.\n\n" % ctx.he)
    b.t("Other medical history: %s.\n\n" % r.choice(clin.PMH))
    b.t("Plan: %s, %s.\n\n" % (clin.follow_up(r, c), r.choice(clin.GUIDANCE[c])))
    if r.random() < 0.3:
        b.f("The family can contact the orthoptists directly on {p}.\n\n", p=(ctx.dept_phone + (L.extension(r) if r.random() < 0.5 else ""), "PHONE"))
    b.t(r.choice(["Yours sincerely,", "Yours sincerly,", "Kind regards,", "Yours faithfully,", "Sincerely,", "With best wishes,"]) + "\n\n\n")
    b.put(ctx.cons.t("full"))
    b.t("\n" + parts.role_cons(ctx) + "\n")
    if r.random() < 0.5:
        lab, val = L.license_for(r, c, "doc")
        b.f("%s {l}\n" % lab, l=(val, "LICENSE"))
    if r.random() < 0.3:
        b.f("Secretary: {s}  {p}\n", s=ctx.typist.n("full"), p=(L.phone(r, c) + (L.extension(r) if r.random() < 0.4 else ""), "PHONE"))
    b.t("\n")
    parts.cc_list(b, ctx)
    parts.typed(b, ctx)


CALLS = [
    ("patch", "Says {f}'s skin is red and sore under the patch.", "Advised barrier film, alternate patch position, 1 day break if broken skin. Will post hypoallergenic patches."),
    ("atropine", "{f} had a flushed face and was irritable after the atropine drop this morning.", "Advised stop atropine, give fluids; if fever or drowsiness attend ED. Message to orthoptist to review plan."),
    ("glasses", "Glasses broken at school - frame snapped.", "Advised take Rx and voucher to optician for repair/replacement; spare pair recommended."),
    ("appt", "Requests to rebook appointment - clashes with school trip.", "Rebooked; new letter to be posted."),
    ("postop", "Day 3 post squint surgery, eye still red and watery, no discharge.", "Reassured; redness expected for 2-3 weeks. Continue drops QDS. Call back if pain, swelling or reduced vision."),
    ("patchrefuse", "{f} refusing to wear patch at nursery, staff unsure what to do.", "Suggested reward chart, patch at home during tablet time instead. Sent nursery leaflet."),
    ("diplopia", "{f} complaining of seeing double since yesterday.", "Urgent orthoptic slot offered tomorrow 09:30. Accepted."),
    ("results", "Asking for results of the electrodiagnostic test.", "Explained report not yet available; consultant to write."),
    ("drops", "Pharmacy could not supply atropine 1% minims.", "Contacted pharmacy; alternative atropine 1% bottle supplied. Parent to collect."),
    ("transport", "Asking about hospital transport / parking for next visit.", "Parking concession arranged for clinic day."),
    ("holiday", "Family travelling abroad for 3 weeks - asks whether to continue patching while away.", "Advised continue patching as usual; take spare patches and copy of Rx. Review date unchanged."),
    ("lost", "Lost the atropine bottle; asks for a new prescription.", "Script sent to GP for repeat; reminded to store safley out of reach."),
]


def phone_log(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    b.f("{h} - %s\n" % r.choice(["Orthoptic Office", "Paediatric Eye Clinic", "Pediatric Eye Clinic" if ctx.us else "Eye Clinic Reception", "ROP/Eye Team"]),
        h=(ctx.hosp, "HOSPITAL"))
    b.t(r.choice(["TELEPHONE CONTACT LOG", "Telephone encounter", "PARENT PHONE CALLS", "Telephone Advice Record"]) + "\n")
    b.f("Patient: {n}   %s: {m}   DOB: {d}\n" % parts.mrn_label(ctx), n=pt.n(r.choice(["LF", "full", "LFU"])), m=(ctx.mrn, "MRN"), d=ctx.dob_())
    b.f("Contacts: %s {pn} - {p1}" % ctx.parent_word, pn=ctx.parent.n("first"), p1=(ctx.mob, "PHONE"))
    if r.random() < 0.6:
        b.f("; home {p2}", p2=(ctx.home_phone, "PHONE"))
    if r.random() < 0.4:
        other = ctx.dad if ctx.parent is ctx.mum else ctx.mum
        b.f("; {o} {p3}", o=other.n("first"), p3=(ctx.mob2, "PHONE"))
    b.t("\n")
    if r.random() < 0.3:
        b.f("Email on file: {e}\n", e=(ctx.parent_email, "EMAIL"))
    b.t("=" * 40 + "\n")
    staff = [ctx.orth, ctx.orth2, ctx.nurse]
    d = ctx.visit
    said_job = False
    for i, call in enumerate(r.sample(CALLS, r.choice([3, 4, 4, 5]))):
        key, q, a = call
        d = L.add_days(d, r.randrange(1, 25))
        who = r.choice(staff)
        b.f("\n{d} %s  " % clin.time(r), d=r.choice([ctx.D(d), ctx.D(d), ctx.Dw(d)]))
        caller = r.randrange(4)
        if caller == 0:
            b.f("Incoming call from {p} (%s) on {n}\n" % ctx.parent_word, p=ctx.parent.n("full"), n=(ctx.mob, "PHONE"))
        elif caller == 1:
            b.f("Msg left on answerphone by {p}, call back to {n}\n", p=ctx.parent.n("first"), n=(r.choice([ctx.mob, ctx.home_phone]), "PHONE"))
        elif caller == 2:
            b.f("Call from {p}, %s\n" % r.choice(["grandmother (has consent to discuss)", "childminder", "aunt"]), p=core.P(r, "FAMILY", "F", c=c).n("full"))
        else:
            b.f("Outgoing call to %s {p}\n" % ctx.mum_word, p=ctx.mum.n("first"))
        b.f("  Q: %s\n" % q, f=pt.n("first"))
        if key == "glasses" and r.random() < 0.7:
            b.f("  Optician: {o}", o=(ctx.optician, "HOSPITAL"))
            if r.random() < 0.5:
                b.f(", {t}", t=(ctx.city, "CITY"))
            b.t("\n")
        if key == "transport":
            b.f("  Car reg {v}; permit for {d}.\n", v=(L.plate(r, c), "VEHICLE"), d=ctx.D(L.add_days(d, r.randrange(3, 20))))
        if key == "appt":
            b.f("  New appt: {n}\n", n=ctx.Dw(L.add_days(d, r.randrange(7, 40))))
        if key == "holiday":
            hol = {12: ["Christmas", "Christmas", "New Year"], 1: ["New Year", "Chinese New Year"], 2: ["Chinese New Year"],
                   3: ["Easter"], 4: ["Easter"], 10: ["Diwali"], 11: ["Diwali", "Thanksgiving" if c == "US" else "Diwali"]}.get(d.month)
            b.f("  Destination: {c}", c=(r.choice([ctx.abroad, r.choice(pools.ABROAD)]), "COUNTRY"))
            if hol:
                b.f(", %s {h}" % r.choice(["over", "for"]), h=(r.choice(hol), "DATE"))
            else:
                b.t(r.choice([", family wedding", ", visiting grandparents", ""]))
            b.f("; back {bk}.\n", bk=ctx.D(L.add_days(d, r.randrange(14, 30))))
        if key == "patchrefuse" and r.random() < 0.6:
            b.f("  Nursery: {s}; key worker {k}\n", s=(ctx.school, "ORGANIZATION"), k=core.P(r, "FAMILY", "F", c=c).n("full"))
        if key == "drops" and r.random() < 0.7:
            b.f("  Pharmacy: {ph} ({p})\n", ph=(r.choice(pools.PRACTICE_STEMS) + " Pharmacy", "HOSPITAL"), p=(L.phone(r, c), "PHONE"))
        b.t("  A: %s\n" % a)
        if r.random() < 0.3 and not said_job:
            said_job = True
            b.f("  %s works as a {p} and %s.\n" % (r.choice(["Dad", "Mum", "Parent"]), r.choice(["can only attend after 3pm", "is on night shifts this month", "cannot take more time off"])),
                p=(r.choice([ctx.prof, ctx.prof2]), "PROFESSION"))
        if key == "appt" and r.random() < 0.4:
            b.t("  Family moved - new address: ")
            b.put([(core.street(r, c), "STREET"), ", ", (r.choice(pools.TOWNS[c]), "CITY"), " ", (L.postcode(r, c), "ZIP"), "\n"])
        sig = r.randrange(3)
        if sig == 0:
            b.f("  -- {w}, %s\n" % r.choice(["Orthoptist", "Staff Nurse", "Clinic Coordinator", "CNS"]), w=who.n("full"))
        elif sig == 1:
            b.f("  Logged by: {u}\n", u=(L.username_for(r, who.first, who.last), "USERNAME"))
        else:
            b.f("  ({w})\n", w=who.n("INI"))
    b.t("\n")
    if r.random() < 0.3:
        b.f("Call recording ref: {i}\n", i=("CR-" + L.dig(r, 9), "IDNUM"))


def cvi_form(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    adult = ctx.age_y >= 18
    if c == "UK":
        b.t("CERTIFICATE OF VISION IMPAIRMENT (CVI)\nfor people who are sight impaired (partially sighted) or severely sight impaired (blind)\n\n")
    elif c == "IE":
        b.t("CERTIFICATE OF VISUAL IMPAIRMENT / REGISTRATION OF BLINDNESS\n\n")
    else:
        b.t(r.choice(["CERTIFICATION OF LEGAL BLINDNESS / VISUAL IMPAIRMENT", "Vision Impairment Certification Form", "CERTIFICATE OF VISUAL IMPAIRMENT"]) + "\n\n")
    b.t("PART 1: CERTIFICATE\n")
    b.t("To be completed by the ophthalmologist\n\n")
    b.f("I certify that this person is %s.\n" % r.choice(["severely sight impaired", "sight impaired", "legally blind", "visually impaired"]))
    b.f("Consultant: {c}\n", c=ctx.cons.t("full"))
    lab, val = L.license_for(r, c, "doc")
    b.f("%s number: {l}\n" % lab, l=(val, "LICENSE"))
    b.f("Hospital address: {h}, ", h=(ctx.hosp, "HOSPITAL"))
    b.put(ctx.hosp_addr())
    b.t("\n")
    b.f("Date of examination: {d}\n", d=ctx.visit_())
    b.f("Signature: ____________   Date signed: {d}\n\n", d=ctx.D(ctx.later(0, 3)))
    b.t("PART 2: TO BE COMPLETED BY THE PATIENT (or parent/guardian)\n\n")
    b.f("Title: %s   Surname: {s}   Forename(s): {f}\n" % (r.choice((["Mrs", "Ms", "Miss"] if pt.sex == "F" else ["Mr"]) + ["Dr", "Mx"]) if adult else ("Master" if pt.sex == "M" else "Miss")),
        s=(pt.last.upper() if r.random() < 0.5 else pt.last, "PATIENT"), f=(pt.first + ((" " + r.choice(pools.FEMALE if pt.sex == "F" else pools.MALE)) if r.random() < 0.3 else ""), "PATIENT"))
    b.f("Date of birth: {d}   Sex: %s\n" % ("Female" if pt.sex == "F" else "Male"), d=ctx.dob_())
    b.t("Address: ")
    b.put(ctx.addr_lines())
    b.t("\n")
    b.f("Telephone: {p}   Email: {e}\n", p=(ctx.home_phone if adult else ctx.mob, "PHONE"),
        e=(L.email_for(r, pt.first, pt.last) if adult else ctx.parent_email, "EMAIL"))
    b.f("%s: {h}\n" % ctx.hp_label, h=(ctx.hp, "HEALTHPLAN"))
    if c in ("US", "IE", "CA") and r.random() < 0.7:
        b.f("%s: {s}\n" % ctx.ssn_label, s=(ctx.ssn, "SSN"))
    if not adult:
        b.f("Parent/guardian: {p} (%s)\n" % ctx.parent_word, p=ctx.parent.n("full"))
    b.f("GP: {g}, {p}, ", g=ctx.gp.t("full"), p=(ctx.practice, "HOSPITAL"))
    b.put(ctx.practice_addr())
    b.t("\n")
    b.t("Preferred format for information: %s\n" % r.choice(["large print", "audio", "email", "braille", "standard print to parent"]))
    b.t("I consent to a copy being sent to: [x] my GP  [x] the local council / social services  [ ] ophthalmic epidemiology unit\n")
    if adult and r.random() < 0.5:
        b.f("Occupation: {o}\n", o=(ctx.prof, "PROFESSION"))
    if r.random() < 0.5:
        b.f("Parking concession (vehicle reg): {v}\n", v=(L.plate(r, c), "VEHICLE"))
    b.t("\nPART 3: FOR THE LOCAL AUTHORITY / REGISTERING BODY\n")
    b.f("Received: {d}   Ref: {i}\n", d=ctx.D(ctx.later(5, 30)), i=("LA/" + L.dig(r, 2) + "/" + L.dig(r, 5) if r.random() < 0.5 else "REG" + L.dig(r, 7), "IDNUM"))
    b.t("Registered on: ____________   Officer: ____________\n")
    b.t("\nPART 4: VISUAL FUNCTION\n")
    b.t("Best corrected VA:  RE %s   LE %s   Binocular %s\n" % (clin.va_poor(r, c), clin.va_poor(r, c), clin.va_poor(r, c)))
    b.t("Field of vision: %s\n" % r.choice(["constricted to < 10 degrees from fixation", "extensive loss including lower field", "central field loss", "full"]))
    b.t("Low vision service: %s\n" % r.choice(["already known", "referred", "declined"]))
    b.t("\nPART 5: DIAGNOSIS (tick main cause)\n")
    dx = r.choice(clin.LV_DIAG)
    b.t("[x] %s  (ICD-10 %s)\n" % (dx, clin.LV_ICD[dx]))
    b.t("[ ] %s\n" % r.choice([x for x in clin.LV_DIAG if x != dx]))
    b.t("Onset: %s\n" % r.choice(["congenital", "infancy", "progressive since childhood", "acquired"]))
    if not adult:
        b.t("\nPART 6: ADDITIONAL INFORMATION FOR CHILDREN\n")
        b.f("School / nursery: {s}\n", s=(ctx.school, "ORGANIZATION"))
        b.t("Additional needs: %s\n" % r.choice(["hearing impairment", "cerebral palsy (GMFCS II)", "global developmental delay", "none known", "epilepsy"]))
        b.f("QTVI / education support: {q}\n", q=[r.choice(["Ms ", "Mr ", "Mrs "]), (r.choice(pools.SURNAMES), "FAMILY"), r.choice([", Sensory Support Service", ", VI Team", ""])])
        if r.random() < 0.4:
            b.f("Ethnic group: %s   Country of birth: {cb}\n" % r.choice(["White - Irish", "Asian - Pakistani", "Black - African", "Mixed", "Any other", "Not stated"]),
                cb=(r.choice([ctx.abroad] + pools.COUNTRY_NAMES[c]), "COUNTRY"))
    else:
        if r.random() < 0.5:
            b.f("Country of birth: {cb}\n", cb=(r.choice([ctx.abroad] + pools.COUNTRY_NAMES[c]), "COUNTRY"))
    b.t("\nPART 7: ECLO / SIGHT LOSS ADVISER\n")
    b.f("Completed with: {e}, ECLO   Tel: {p}\n", e=core.P(r, "DOCTOR", c=c).n("full"), p=(L.phone(r, c), "PHONE"))
    if r.random() < 0.5:
        b.f("Referral emailed to {o} on {d}\n", o=(r.choice(pools.CHARITY), "ORGANIZATION"), d=ctx.D(ctx.later(1, 10)))
    if r.random() < 0.35:
        b.f("Form uploaded by {u} from workstation {ip}\n", u=(L.username_for(r, ctx.typist.first, ctx.typist.last), "USERNAME"), ip=(L.ipaddr(r), "IPADDR"))
