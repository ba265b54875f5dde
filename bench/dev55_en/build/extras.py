"""Follow-on entries (addenda, later log lines, review notes) appended to a note so that
lengths vary like real records. Each genre has its own pool of entry writers."""
from phi import an, cap, M, AG, HO, LO, CO, OG, PR, Person
from common import staff, family, relative, prof, job_phrase, cred
import clin


def _t(c):
    return "%02d:%02d" % (c.r.randint(0, 23), c.r.randint(0, 59))


def _next_day(c):
    d = getattr(c, "_pad_day", c.today)
    d = c.plus(d, c.r.choice([0, 0, 1, 1, 2, 3]))
    c._pad_day = d
    return d


def _head(c, who, d=None, style=None):
    r = c.r
    d = d or _next_day(c)
    style = r.randrange(5) if style is None else style
    if style == 0:
        return "ADDENDUM %s %s - %s" % (c.D(d), _t(c), who.full)
    if style == 1:
        return "--- Addendum by %s (%s), %s %s ---" % (who.full, who.un, c.D(d), _t(c))
    if style == 2:
        return "%s %s  %s:" % (c.D(d), _t(c), who.fi)
    if style == 3:
        return "Late entry for %s, written %s by %s" % (c.D(c.plus(d, -1)), c.D(d), who.full)
    return "[%s %s] note by %s" % (c.D(d), _t(c), who.un)


def _mum(c, b):
    from g_nicu import _mother
    return _mother(c, b)


def _dad(c, b):
    from g_nicu import _father
    return _father(c, b)


# --------------------------------------------------------------- entry pools
def anaes_postop(c, pt):
    r = c.r
    a = staff(c)
    return "%s\nPost-anaesthetic visit on %s. %s comfortable, pain %d/10, %s. No awareness, no sore throat. PONV %s. Happy with anaesthetic. Spoke with %s on %s to update. %s" % (
        _head(c, a), c.ward() if c.loc != "US" else HO("%d%s" % (r.randint(3, 9), r.choice([" North", " West", "B"]))), pt.tl, r.randint(0, 6),
        r.choice(["PCA used 14 mg overnight", "block wearing off", "mobilised with physio"]), r.choice(["none", "x1, ondansetron given"]),
        (lambda f: f.rel + " " + f.full)(relative(c, pt)), c.phone(True), "Discharge from anaesthetic follow-up.")


def anaes_consent(c, pt):
    r = c.r
    a = staff(c)
    interp = r.random() < .4
    return "%s\nConsent discussion: risks of %s explained %s. %s Capacity assessed and present. Leaflet version %s given. %s" % (
        _head(c, a), r.choice(["GA (dental damage 1:4500, awareness 1:19000)", "spinal (headache 1:200, nerve damage rare)", "regional block"]),
        "via telephone interpreter (%s, ID %s)" % (r.choice(["Polish", "Arabic", "Cantonese", "Tigrinya", "Portuguese"]), c.idn("#####")) if interp else "in person",
        r.choice(["%s %s present." % (pt.his.capitalize(), (lambda f: f.rel + " " + f.fn)(relative(c, pt))), "Patient alone.",
                  "Next of kin %s phoned with patient's permission (%s)." % (relative(c, pt).full, c.phone(True))]),
        r.choice(["3.1", "4", "v7"]), r.choice(["", "Patient asked that %s not be told details." % family(c, pt).fn]))


def anaes_fasting(c, pt):
    r = c.r
    n = staff(c, "F")
    return "%s\nDay-of-surgery check: fasted from %02d:00, clear fluids till %02d:30. Jewellery removed, %s. CBG %.1f. Pregnancy test %s. Theatre list order %d, %s. Belongings bag tag %s handed to %s." % (
        _head(c, n, style=2), r.randint(0, 4), r.randint(5, 7), r.choice(["wedding ring taped", "dentures out", "hearing aids kept in"]), r.uniform(4.2, 11.8),
        "N/A" if pt.sex == "M" or pt.age > 55 else r.choice(["negative", "declined - documented"]), r.randint(1, 6), "Theatre " + LO(str(r.randint(1, 12))),
        c.idn("BG-####"), (lambda f: f.rel + " " + f.fn)(relative(c, pt)))


def gen_phone(c, pt):
    r = c.r
    g = staff(c)
    f = relative(c, pt, r.choice(["sister", "brother", "daughter", "son"]))
    return "%s\nTelephone call from %s's %s, %s (DOB %s), who lives in %s and has received the family letter. %s would like testing locally; referral sent to %s, %s. Consent from %s to share the familial variant report (%s) recorded." % (
        _head(c, g), pt.fn, f.rel, f.full, c.D(c.dob(r.randint(20, 70))), c.town(), f.fn, c.hosp(), c.fax(), pt.fn, c.idn("@@##-######"))


def gen_records(c, pt):
    r = c.r
    g = staff(c)
    rel = family(c, pt)
    return "%s\nConfirmation of diagnosis: pathology report for %s (deceased %s) obtained from %s via %s. Histology: %s. Age at diagnosis confirmed %s. Records request ref %s." % (
        _head(c, g), rel.full, c.Y(c.today.year - r.randint(2, 30)), c.hosp(), OG(c.town_name() + " Cancer Registry"),
        r.choice(["high-grade serous carcinoma", "invasive ductal carcinoma, ER+", "adenocarcinoma, MMR deficient", "no malignancy"]),
        AG(r.randint(30, 80)), c.idn("RR-#######"))


def gen_mdt(c, pt):
    r = c.r
    return "%s\nDiscussed at genomic MDT %s (chair %s). Variant reclassified from %s to %s using ACMG criteria %s. Letter to %s and to %s at %s." % (
        _head(c, staff(c), style=0), c.D(c.plus(c.today, r.randint(5, 40))), staff(c).drfull, r.choice(["VUS", "likely pathogenic"]),
        r.choice(["likely pathogenic", "likely benign", "VUS (no change)"]), r.choice(["PS4, PM2, PP1", "BS1, BP4", "PVS1, PM2"]), pt.full, staff(c).drfull, c.hosp("gp"))


def nicu_day(c, b):
    r = c.r
    s = staff(c)
    d = _next_day(c)
    return "%s\n%s: %s. Weight %d g. %s. Mum %s %s. Plan: %s." % (
        _head(c, s, d, style=r.choice([0, 2, 4])), r.choice(["Overnight", "Interval", "Day update"]),
        r.choice(["stable on CPAP 5, FiO2 0.21", "2 bradys with feeds", "first bath today", "off phototherapy", "came out to cuddle for 2 h"]),
        b.bw + r.randint(0, 1200), r.choice(["Feeds 160 ml/kg/d, tolerating", "Nipple feeding 4 of 8 feeds", "TPN off"]),
        _mum(c, b).fn, r.choice(["rooming in tonight", "visited with grandmother %s" % Person(c, "FAMILY", sex="F").full, "phoned for update"]),
        r.choice(["wean to low flow", "repeat FBC %s" % c.Dwd(c.plus(d, 2)), "eye check %s" % c.D(c.plus(d, 7)), "discharge planning meeting %s" % c.Dwd(c.plus(d, 3))]))


def nicu_parents(c, b):
    r = c.r
    s = staff(c)
    mo = _mum(c, b)
    return "%s\nFamily meeting in %s with %s and %s. Present: %s (consultant), %s (nurse), interpreter %s. Discussed %s. Parents' questions answered. Follow-up meeting %s. Parents can be reached on %s." % (
        _head(c, s, style=1), LO(r.choice(["parents' room", "quiet room 2", "family lounge"]).title()), mo.full, _dad(c, b).full, s.drfull, staff(c, "F").full,
        r.choice(["not needed", Person(c, "FAMILY").full]), r.choice(["grade III IVH and likely outcomes", "plan for PDA ligation", "transfer back to %s" % c.hosp(), "home oxygen"]),
        c.Dwd(c.plus(c.today, r.randint(3, 10))), c.phone(True))


def nicu_transfer(c, b):
    r = c.r
    s = staff(c)
    return "%s\nBack-transfer accepted by %s at %s (level 2 nursery). Transport team %s booked for %s, vehicle %s. Handover given to %s on %s. Records sent via secure fax %s." % (
        _head(c, s), staff(c).drfull, c.hosp(), OG(r.choice(["NETS", "CenTre", "KIDS", "Acute Neonatal Transfer Service"]) + " " + c.town_name()), c.D(c.plus(c.today, 1)),
        c.plate(), staff(c).full, c.phone(False), c.fax())


def tx_log(c, pt):
    r = c.r
    s = staff(c)
    return "%s\n%s" % (_head(c, s), r.choice([
        "Pt called re %s; reports missed dialysis %s due to transport. Unit %s aware." % (r.choice(["pruritus", "fatigue", "new medication"]), c.WDAY(c.plus(c.today, -1)), c.hosp("dialysis")),
        "Monthly antibody sample received, lab no %s, cPRA unchanged." % c.idn("HLA-######"),
        "Pt's %s %s called asking about living donation; directed to %s." % ((lambda f: f.rel)(relative(c, pt)), family(c, pt).full, c.url("tx")),
        "Updated contact details: new address %s; home %s." % (c.addr_line(), c.phone(False)),
        "Pt attended education session %s at %s with %s; watched video, questions re immunosuppression answered." % (c.D(c.plus(c.today, -r.randint(1, 30))), c.hosp(), relative(c, pt).full),
        "Post-tx: tac level %0.1f on %s; dose adjusted per %s. Next bloods %s at %s." % (r.uniform(3, 14), c.Dshort(c.today), staff(c).drfull, c.Dwd(c.plus(c.today, 3)), c.hosp("gp"))]))


def tx_session(c, pt):
    r = c.r
    n = staff(c, "F")
    pre, post = r.uniform(55, 110), 0
    post = pre - r.uniform(0.5, 3.8)
    return "%s\nHD session: chair %s, pre-wt %.1f kg, post-wt %.1f kg, UF %d ml, BP pre %d/%d post %d/%d. Needles 15G x2, %s. Machine SN %s. %s" % (
        _head(c, n, style=2), LO(str(r.randint(1, 24))), pre, post, int((pre - post) * 1000), r.randint(110, 180), r.randint(60, 95), r.randint(100, 150), r.randint(55, 90),
        r.choice(["no issues", "reverse lines x20 min", "cramping last hour - UF paused"]), c.serial(),
        r.choice(["Transport home with %s." % OG(c.town_name() + " Community Transport"), "Collected by %s." % relative(c, pt).full, "Drove self."]))


def for_review(c, pt):
    r = c.r
    s = staff(c)
    return "%s\nReview in %s at request of custody staff: %s. Obs %s. %s. Next review %02d:00 or sooner if concerns. Custody officer %s informed." % (
        _head(c, s, style=2), "cell " + LO(str(r.randint(1, 30))), r.choice(["shaking, requesting meds", "head injury obs", "refused food", "self-harm risk review"]),
        clin.vitals(c, 3), r.choice(["GCS 15, pupils equal", "COWS 9 - lofexidine given", "No new injuries", "Calm, engaging"]), r.randint(0, 23),
        Person(c, "FAMILY").full)


def for_property(c, pt):
    r = c.r
    return "%s\nMedication brought in by %s (%s): %s - verified against pharmacy label from %s dated %s. Stored in custody medicines cabinet, log %s." % (
        _head(c, staff(c), style=0), relative(c, pt).full, r.choice(["partner", "sister", "mother", "friend"]), clin.meds(c, 2, 1), c.hosp("pharmacy"),
        c.D(c.plus(c.today, -r.randint(3, 40))), c.idn("MED-####"))


def for_handover(c, pt):
    r = c.r
    return "%s\nHandover to incoming HCP %s at shift change. Outstanding: %s. DP to be released/charged - onward referral letter to %s given to DP. Vehicle %s seized per officer." % (
        _head(c, staff(c)), staff(c).full, r.choice(["methadone confirmation", "X-ray R hand", "review at 06:00"]), c.hosp("gp"), c.plate())


def vet_sw(c, pt):
    r = c.r
    sw = staff(c)
    return "%s\nSocial work: pt %s. Housing: %s. Benefits: %s. Referred to %s. Contact: %s." % (
        _head(c, sw), r.choice(["lives with %s" % (lambda f: f.rel + " " + f.full)(relative(c, pt)), "recently separated", "homeless since %s" % c.Dmy(c.plus(c.today, -r.randint(30, 400)))]),
        r.choice(["HUD-VASH voucher pending" if c.loc == "US" else "housing application lodged", "rent arrears", "stable"]),
        r.choice(["claim ref %s under review" % c.idn("C-########"), "pension in payment", "applied %s" % c.D(c.plus(c.today, -r.randint(5, 60)))]),
        OG(r.choice(["%s Veterans Outreach" % c.town_name(), "Help for %s Heroes Hub" % c.town_name(), "%s RSL Sub-Branch" % c.town_name(), "%s Legion Branch %d" % (c.town_name(), r.randint(1, 300))])),
        c.phone(True))


def vet_pharm(c, pt):
    r = c.r
    ph = staff(c)
    return "%s\nPharmacy: med reconciliation completed with patient by phone %s. Mail-order to %s. %s. Rx #%s." % (
        _head(c, ph, style=1), c.phone(True), c.addr_line(), r.choice(["Prazosin titrated to 5 mg", "Naloxone kit mailed", "Discontinued duplicate sertraline from %s" % c.hosp("pharmacy")]),
        c.idn("#######"))


def vet_nurse(c, pt):
    r = c.r
    n = staff(c, "F")
    return "%s\nNursing intake: %s. Fall risk %s. Pain %d/10 (%s). Military sexual trauma screen %s. Advance directive: %s. Caregiver: %s, %s." % (
        _head(c, n, style=2), clin.vitals(c, 0), r.choice(["low", "moderate"]), r.randint(0, 9), r.choice(["low back", "knees", "headache"]), r.choice(["negative", "declined"]),
        r.choice(["on file %s" % c.Y(c.today.year - r.randint(1, 10)), "none"]), (lambda f: f.full + " (" + f.rel + ")")(relative(c, pt)), c.phone(True))


def ph_followup(c, pt):
    r = c.r
    s = staff(c)
    return "%s\nFollow-up call: case %s. %s. Household contact %s (%s) now symptomatic - stool kit sent to %s. %s" % (
        _head(c, s), r.choice(["symptoms resolved", "still unwell", "back at work"]), r.choice(["Second specimen negative", "Awaiting clearance specimen", "Exclusion continues"]),
        Person(c, "FAMILY", last=pt.last).full, AG(r.randint(1, 80)), c.addr_line(), r.choice(["", "Notified %s re cross-border contact." % OG(c.town_name() + " Public Health")]))


def ph_contacts(c, pt):
    r = c.r
    lines = ["%s\nAdditional contacts identified:" % _head(c, staff(c), style=0)]
    for _ in range(r.randint(2, 4)):
        f = Person(c, "FAMILY")
        lines.append("  - %s, %s, %s, %s; %s" % (f.full, AG(r.randint(1, 85)), r.choice(["coworker", "classmate", "church group", "neighbour", "carpool"]), c.phone(True),
                                            r.choice(["asymptomatic", "symptomatic - tested", "vaccinated", "lost to follow-up"])))
    return "\n".join(lines)


def ph_lab(c, pt):
    r = c.r
    return "%s\nReference lab report %s received: %s. Serotype/ST %s matches isolate from %s outbreak (%s)." % (
        _head(c, staff(c)), c.idn("RL-########"), r.choice(["confirmed", "not confirmed", "PFGE indistinguishable"]), r.choice(["ST11", "4,[5],12:i:-", "ST-21"]),
        r.choice([c.town_name(), "the %s restaurant" % c.town_name()]), c.idn("OB-####-###"))


def bill_audit(c, pt):
    r = c.r
    lines = ["Account activity / audit trail:", "%-12s %-6s %-14s %s" % ("Date", "Time", "User", "Action")]
    d = c.plus(c.today, -r.randint(10, 60))
    for _ in range(r.randint(4, 8)):
        d = c.plus(d, r.randint(0, 6))
        lines.append("%-12s %-6s %-14s %s" % (c.D(d), _t(c), staff(c).un, r.choice([
            "Claim %s submitted" % c.claim(), "Eligibility verified, member %s" % c.hplan(), "Denial posted CARC %s" % r.choice(["50", "197", "16", "29"]),
            "Called payer %s, rep %s, ref %s" % (c.phone(False), family(c).fn, c.idn("CALL#######")), "Statement mailed to guarantor %s" % relative(c, pt).full,
            "Payment posted, check %s" % c.idn("#########"), "Coding review: %s" % r.choice(["DRG changed", "modifier 25 added", "no change"]),
            "Portal login from %s" % c.ip()])))
    return "\n".join(lines)


def bill_guarantor(c, pt):
    r = c.r
    g = relative(c, pt, r.choice(["spouse", "daughter", "son"]))
    return "Guarantor: %s (%s)   SSN/ID: %s   Employer: %s   Phone: %s\nBilling address: %s\nSecondary coverage: %s, ID %s" % (
        g.full, g.rel, c.ssn(), c.employer(), c.phone(False), c.addr_line(), c.insurer(), c.hplan())


def bill_coding(c, pt):
    r = c.r
    from g_billing import CODES, CPTS
    lines = ["Coding summary (coder %s, %s):" % (staff(c).full, c.D(c.today))]
    lines.append("| Seq | Code | Description | POA |")
    lines.append("|---|---|---|---|")
    for i, (code, desc) in enumerate(r.sample(CODES, r.randint(3, 6)), 1):
        lines.append("| %d | %s | %s | %s |" % (i, code, desc, r.choice(["Y", "N", "W", "U"])))
    lines.append("Procedures: %s" % ", ".join("%s %s" % x for x in r.sample(CPTS, 2)))
    return "\n".join(lines)


def anaes_phone(c, pt):
    r = c.r
    n = staff(c, "F")
    return "%s\nPre-op phone call to %s on %s: confirmed arrival %02d:%02d at %s, %s. Reminded re fasting and to stop %s. %s will drive %s home and stay overnight." % (
        _head(c, n, style=2), pt.tl, c.phone(True), r.randint(6, 11), r.choice([0, 30]), c.hosp(), r.choice(["Day Surgery Unit", "Admissions Lounge", "Surgical Admissions"]),
        r.choice(["apixaban 48 h before", "metformin on the morning", "SGLT2 inhibitor 3 days before"]), (lambda f: f.rel.capitalize() + " " + f.fn)(relative(c, pt)), pt.him)


def anaes_pain(c, pt):
    r = c.r
    a = staff(c)
    return "%s\nAcute pain team review: %s. Sedation score %d, RR %d. %s. Plan %s. Pager %s." % (
        _head(c, a, style=0), r.choice(["epidural T8-T12 block, pain 2/10 on movement", "PCA 1 mg/5 min, used 22 mg", "adductor canal catheter in situ"]),
        r.randint(0, 2), r.randint(10, 20), r.choice(["Mild pruritus", "Nausea settled", "Leg weakness R - rate reduced"]),
        r.choice(["step down to oral oxycodone", "remove catheter POD 2", "continue"]), c.pager())


def anaes_cancel(c, pt):
    r = c.r
    return "%s\nCase postponed: %s. Patient informed by %s. Rebooked for %s. Waiting list ref %s." % (
        _head(c, staff(c)), r.choice(["no HDU bed", "K+ 6.1 on admission bloods", "URTI symptoms", "list overran"]), staff(c).full,
        c.D(c.plus(c.today, r.randint(7, 40))), c.idn("WL######"))


def gen_insurance(c, pt):
    r = c.r
    return "%s\nTest funding: %s. Ref %s. Patient informed by letter to %s." % (
        _head(c, staff(c)), r.choice(["prior authorization approved by %s (member %s)" % (c.insurer(), c.hplan()),
                                       "funded under %s criteria" % r.choice(["national test directory R208", "MBS item 73296", "provincial out-of-country program"]),
                                       "self-pay quote $%d accepted" % r.choice([250, 299, 350])]), c.idn("FND-#######"), c.addr_line())


def gen_dnabank(c, pt):
    r = c.r
    rel = family(c, pt)
    return "%s\nDNA storage: consent obtained to store DNA from %s's late %s %s (sample %s, extracted at %s in %s) for future testing by the family. Contact for access: %s." % (
        _head(c, staff(c), style=1), pt.fn, r.choice(["father", "mother", "aunt", "uncle"]), rel.full, c.idn("DNA##-#####"), c.lab_org(), c.Y(c.today.year - r.randint(1, 15)),
        relative(c, pt).full)


def nicu_meds(c, b):
    r = c.r
    lines = ["%s\nMedication chart review (pharmacist):" % _head(c, staff(c), style=0)]
    for m in r.sample(["caffeine citrate 10 mg/kg daily", "gentamicin 5 mg/kg 36-hourly (level 1.2)", "benzylpenicillin 60 mg/kg 12-hourly",
                       "vitamin D 400 units daily", "sodium chloride supplement 2 mmol/kg/d", "chlorothiazide 10 mg/kg BD", "iron 3 mg/kg daily",
                       "nystatin 1 ml QID", "morphine infusion 10 mcg/kg/h", "dextrose 10% at 60 ml/kg/d"], r.randint(3, 6)):
        lines.append("  - " + m)
    lines.append("Weight used for dosing %d g (%s)." % (b.bw + r.randint(0, 700), c.D(c.today)))
    return "\n".join(lines)


def nicu_sw(c, b):
    r = c.r
    mo = _mum(c, b)
    return "%s\nSocial work: met %s. %s. Accommodation at %s arranged for parents. Referral to %s. Parents' address confirmed: %s." % (
        _head(c, staff(c)), mo.full, r.choice(["Mum is %s on unpaid leave" % an(PR(r.choice(["teacher", "cashier", "hairdresser", "paramedic"]))), "Dad works fly-in fly-out, home every 2 weeks",
                                               "Older sibling %s (%s) staying with grandparents" % (Person(c, "FAMILY").fn, AG(r.randint(2, 10)))]),
        LO(r.choice(["Harbour House", "Wren House family residence", "Kestrel Lodge"])), OG(c.town_name() + " Family Support Service"), c.addr_line())


def tx_psych(c, pt):
    r = c.r
    return "%s\nPsychosocial evaluation (%s, LCSW): support plan - primary caregiver %s, backup %s. Adherence history %s. SIPAT %d. %s." % (
        _head(c, staff(c)), staff(c).full, relative(c, pt).full, family(c).full, r.choice(["good", "missed 3 HD sessions last quarter", "excellent"]), r.randint(10, 60),
        r.choice(["Approved", "Needs second caregiver identified", "Refer to addiction services"]))


def tx_ins(c, pt):
    r = c.r
    return "%s\nFinancial clearance: %s member %s, group %s; secondary %s. Immunosuppressant coverage confirmed. Case manager %s %s." % (
        _head(c, staff(c)), c.insurer(), c.hplan(), c.group(), r.choice(["Medicare Part B", "none", c.insurer()]), family(c).full, c.phone(False, ext=True))


def for_photos(c, pt):
    r = c.r
    return "%s\nPhotographs: %d images taken with camera SN %s, memory card %s sealed in bag %s, handed to %s at %02d:%02d." % (
        _head(c, staff(c), style=2), r.randint(4, 30), c.serial(), c.serial(), c.idn("@@######"), Person(c, "FAMILY").full, r.randint(0, 23), r.randint(0, 59))


def for_tox(c, pt):
    r = c.r
    return "%s\nToxicology: blood and urine taken %02d:%02d, kit %s, lab %s, request %s. Chain of custody form signed by %s." % (
        _head(c, staff(c)), r.randint(0, 23), r.randint(0, 59), c.idn("TOX-#####"), c.lab_org(), c.idn("##-######"), Person(c, "FAMILY").full)


def vet_ccn(c, pt):
    r = c.r
    return "%s\nCommunity care referral: %s to %s, %s. Authorization %s valid %s to %s. Fax %s." % (
        _head(c, staff(c)), r.choice(["orthopedics", "physical therapy", "sleep study", "chiropractic", "podiatry"]), staff(c).drfull, c.hosp("gp"),
        c.idn("VA########" if c.loc == "US" else "REF-######"), c.D(c.today), c.D(c.plus(c.today, 180)), c.fax())


def vet_audio(c, pt):
    r = c.r
    return "%s\nAudiology: bilateral %s hearing loss, tinnitus %s. Hearing aids issued, L SN %s, R SN %s. Return %s." % (
        _head(c, staff(c)), r.choice(["mild-moderate", "moderate", "moderate-severe"]), r.choice(["constant", "intermittent"]), c.serial(), c.serial(),
        c.D(c.plus(c.today, r.randint(30, 90))))


def ph_letter(c, pt):
    r = c.r
    return "%s\nExclusion letter sent to %s (attn %s), %s, advising %s may return %s." % (
        _head(c, staff(c)), c.employer() if r.random() < .5 else c.school(), family(c).full, c.addr_line(c.town_name()), pt.tl if pt.age > 16 else pt.fn,
        c.D(c.plus(c.today, r.randint(2, 21))))


def ph_env(c, pt):
    r = c.r
    return "%s\nEnvironmental health officer %s visited %s, %s. %s. Samples %s. Report ref %s." % (
        _head(c, staff(c)), family(c).full, OG(c.town_name() + r.choice([" Bistro", " Deli", " Catering", " Swim Centre"])), c.addr_line(c.town_name()),
        r.choice(["Hand-wash station inadequate", "Cooling logs incomplete", "Chlorine 0.2 mg/L", "No issues found"]), c.idn("ENV-#####"), c.idn("EH/##/####"))


def bill_call(c, pt):
    r = c.r
    return "%s\nCalled %s provider line %s; spoke with %s. Claim %s %s. Call ref %s." % (
        _head(c, staff(c), style=2), c.insurer(), c.phone(False), family(c).fn, c.claim(),
        r.choice(["reprocessed", "in review 30 days", "denied - needs records", "paid"]), c.idn("CR##########"))


def bill_stmt(c, pt):
    r = c.r
    return "Patient statement mailed %s to %s, %s. Balance $%s. Pay online %s." % (
        c.D(_next_day(c)), pt.full, c.addr_line(), "{:,.2f}".format(r.uniform(20, 4000)), c.url("billing"))

POOLS = {"anaesthesia": [anaes_postop, anaes_consent, anaes_fasting, anaes_phone, anaes_pain, anaes_cancel],
         "genetic_counselling": [gen_phone, gen_records, gen_mdt, gen_insurance, gen_dnabank],
         "nicu": [nicu_day, nicu_day, nicu_day, nicu_parents, nicu_transfer, nicu_meds, nicu_sw],
         "transplant_dialysis": [tx_log, tx_log, tx_log, tx_session, tx_session, tx_psych, tx_ins],
         "forensic_custody": [for_review, for_review, for_property, for_handover, for_photos, for_tox],
         "veterans_military": [vet_sw, vet_pharm, vet_nurse, vet_ccn, vet_audio],
         "public_health": [ph_followup, ph_contacts, ph_lab, ph_letter, ph_env],
         "billing_insurance": [bill_audit, bill_guarantor, bill_coding, bill_call, bill_stmt]}


def pad(c, genre, pt, marked, render):
    """Append follow-on entries until the note reaches a drawn target length."""
    r = c.r
    roll = r.random()
    target = r.randint(1300, 2000) if roll < .1 else r.randint(5000, 7000) if roll > .94 else r.randint(2100, 4600)
    pool = list(POOLS[genre])
    r.shuffle(pool)
    c._pad_day = c.today
    for fn in pool:
        if len(render(marked)[0].encode("utf-8")) >= target:
            break
        marked = marked.rstrip() + "\n\n" + fn(c, pt)
    return marked
